import type { ComponentType } from 'react';
import type { CentreEntryId } from '../../domain/member/centre';
import * as Icons from '../icons';

const { Icon } = Icons;

type IconComponent = ComponentType<{ size?: number }>;

/** Member home's own icons (drawn like ui/icons.tsx; decorative: the entry around them carries the name). */
const WithdrawIcon: IconComponent = (p) => <Icon d={'M12 3v12M7 10l5 5 5-5M4 20h16'} {...p} />;
const TransferIcon: IconComponent = (p) => <Icon d={'M4 8h14l-3-3M20 16H6l3 3'} {...p} />;
const ShieldIcon: IconComponent = (p) => <Icon d={'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'} {...p} />;
const BadgeIcon: IconComponent = (p) => (
  <Icon d={'M4 5h16v14H4zM8 10a2 2 0 104 0 2 2 0 00-4 0M6.5 16c.5-2 2-3 3.5-3s3 1 3.5 3M15 9h3M15 12h3'} {...p} />
);
const EditIcon: IconComponent = (p) => <Icon d={'M4 20h4L19 9l-4-4L4 16zM14 6l4 4'} {...p} />;
const ThemeIcon: IconComponent = (p) => <Icon d={'M12 3a9 9 0 100 18V3z M12 3a9 9 0 010 18'} {...p} />;
const LifebuoyIcon: IconComponent = (p) => (
  <Icon
    d={
      'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8a4 4 0 100 8 4 4 0 000-8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6'
    }
    {...p}
  />
);
const ListIcon: IconComponent = (p) => <Icon d={'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01'} {...p} />;

/** One icon per entry. */
export const ENTRY_ICONS: Record<CentreEntryId | 'agent', IconComponent> = {
  deposit: Icons.WalletIcon,
  withdraw: WithdrawIcon,
  transfer: TransferIcon,
  records: ListIcon,
  gameRecords: Icons.RecordIcon,
  messages: Icons.MailIcon,
  profile: EditIcon,
  security: ShieldIcon,
  verification: BadgeIcon,
  responsibleGaming: LifebuoyIcon,
  accountActivity: Icons.RecordIcon,
  benefits: Icons.CrownIcon,
  rewards: Icons.GiftIcon,
  leaderboard: Icons.TrophyIcon,
  invite: Icons.ShareIcon,
  agent: Icons.ShareIcon,
  help: Icons.HelpIcon,
  feedback: Icons.ChatIcon,
  language: Icons.GlobeIcon,
  theme: ThemeIcon,
};

/** The balance's hide/show eye: struck through while hidden. */
export function EyeIcon({ off }: { off: boolean }) {
  return (
    <Icon
      d={`M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6${off ? 'M4 4l16 16' : ''}`}
      size={18}
    />
  );
}
