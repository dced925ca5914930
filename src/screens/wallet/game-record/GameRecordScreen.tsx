import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppActor, useScreenActor } from '../../../app/system';
import { parseRecordsQuery, RECORDS_TABS, type RecordsTab } from '../../../domain/wallet/records';
import { selectMemberType } from '../../../machines/account/session.view';
import { gameRecordMachine } from '../../../machines/wallet/gameRecord.machine';
import * as view from '../../../machines/wallet/gameRecord.view';
import { TabPanel, Tabs } from '../../../ui/form/Tabs';
import '../../../ui/wallet/records.css';
import { GameRoundsPanel } from './GameRoundsPanel';
import { LotteryOrders } from './LotteryOrders';
import { MoneyRecordsPanel } from './MoneyRecordsPanel';

const TAB_ID = 'records';

/**
 * Game records /m/gameRecord (issue 14 item 4): three tabs, game rounds with their daily summary, lottery orders, and
 * deposits and withdrawals. The tab and the filters are in the address's query (`?tab=money&range=7d&kind=DEPOSIT`),
 * so a reload and Back keep them; a visitor is sent to login (the machine's first decision).
 */
export default function GameRecordScreen() {
  const { t } = useTranslation();
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  const query = parseRecordsQuery(useSearch());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes who entered and the address's tab once
  const input = useMemo(() => ({ memberType, tab: query.tab }), []);
  const actor = useScreenActor(gameRecordMachine, { input });
  const open = useSelector(actor, view.selectOpen);
  const tab = useSelector(actor, view.selectTab);
  if (!open) return null;
  return (
    <div className="records-page" data-testid="game-record">
      <Tabs<RecordsTab>
        label={t('wallet.records.tabsLabel')}
        idPrefix={TAB_ID}
        items={RECORDS_TABS.map((key) => ({ key, label: t(`wallet.records.tabs.${key}`) }))}
        selected={tab}
        onSelect={(key) => actor.send({ type: 'SELECT_TAB', tab: key })}
      />
      <TabPanel idPrefix={TAB_ID} selected={tab} tabbed>
        {tab === 'rounds' && <GameRoundsPanel range={query.range} category={query.category} />}
        {tab === 'lottery' && <LotteryOrders />}
        {tab === 'money' && <MoneyRecordsPanel memberType={memberType} range={query.range} kind={query.kind} />}
      </TabPanel>
    </div>
  );
}
