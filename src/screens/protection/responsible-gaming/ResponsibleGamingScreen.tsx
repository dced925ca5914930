import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor } from '../../../app/system';
import { isRealMember } from '../../../domain/account/member';
import { pathTo } from '../../../domain/shell/paths';
import { selectMemberType } from '../../../machines/account/session.view';
import '../../../ui/protection/hub.css';

/** Each tool's screen (built by its own part of issue 16), in the order a player meets them. */
const TOOLS = [
  ['limits', 'protectionLimits'],
  ['realityCheck', 'protectionRealityCheck'],
  ['timeOut', 'protectionTimeOut'],
  ['selfExclusion', 'protectionSelfExclusion'],
  ['activity', 'accountActivity'],
  ['history', 'protectionHistory'],
] as const;

/** Free, confidential help lines (names are proper nouns: not translated). */
const HELP_LINES = [
  ['BeGambleAware', 'https://www.begambleaware.org'],
  ['GamCare', 'https://www.gamcare.org.uk'],
  ['Gamblers Anonymous', 'https://www.gamblersanonymous.org'],
  ['Gambling Therapy', 'https://www.gamblingtherapy.org'],
] as const;

const SIGNS = ['time', 'chasing', 'borrowing', 'mood'] as const;

/**
 * /m/responsibleGaming (issue 16 item 7): open to everyone. A visitor reads what the tools are, the signs to watch
 * for and where to get help; a real member also gets one tap to each tool's screen.
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  const member = isRealMember(memberType);
  const P = 'protection.hub.page';
  return (
    <div className="hub-page" data-testid="responsible-gaming">
      {!titleBar && <ScreenHeading hidden />}
      <section className="hub-card" aria-labelledby="rg-tools-title">
        <p className="hub-text">{t(`${P}.intro`)}</p>
        <h2 id="rg-tools-title">{t(`${P}.toolsTitle`)}</h2>
        {member ? (
          <ul className="hub-tools">
            {TOOLS.map(([id, route]) => (
              <li key={id}>
                <Link href={pathTo(route)} className="hub-tool" data-tool={id}>
                  <strong>{t(`${P}.tools.${id}.title`)}</strong>
                  <span>{t(`${P}.tools.${id}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <ul className="hub-list">
              {TOOLS.map(([id]) => (
                <li key={id}>
                  <strong>{t(`${P}.tools.${id}.title`)}</strong>: {t(`${P}.tools.${id}.text`)}
                </li>
              ))}
            </ul>
            <p className="hub-note">{t(`${P}.visitorNote`)}</p>
            <div className="hub-actions">
              <Link href={pathTo('login')} className="btn btn-primary">
                {t(`${P}.login`)}
              </Link>
            </div>
          </>
        )}
      </section>
      <section className="hub-card" aria-labelledby="rg-signs-title">
        <h2 id="rg-signs-title">{t(`${P}.signsTitle`)}</h2>
        <ul className="hub-list">
          {SIGNS.map((id) => (
            <li key={id}>{t(`${P}.signs.${id}`)}</li>
          ))}
        </ul>
      </section>
      <section className="hub-card" aria-labelledby="rg-help-title">
        <h2 id="rg-help-title">{t(`${P}.helpTitle`)}</h2>
        <p className="hub-text">{t(`${P}.helpText`)}</p>
        <ul className="hub-list">
          {HELP_LINES.map(([name, href]) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
        </ul>
        <div className="hub-actions">
          <Link href={pathTo('help')} className="btn btn-secondary">
            {t(`${P}.contactService`)}
          </Link>
        </div>
      </section>
    </div>
  );
}
