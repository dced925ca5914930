import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '../../../app/routes';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useNavigator } from '../../../app/useNavigator';
import { selectedHelpIndex } from '../../../domain/messages/selection';
import { languageFlag, languageTag } from '../../../domain/shell/languages';
import { pathTo } from '../../../domain/shell/paths';
import { helpMachine } from '../../../machines/messages/help.machine';
import * as contentView from '../../../machines/shell/content.view';
import * as languageView from '../../../machines/shell/language.view';
import { ContentState } from '../../../ui/messages/ContentState';
import { HelpCentre } from '../../../ui/messages/HelpCentre';

/**
 * /m/help and /m/helpDetail (spec §2 "Help centre"): the help titles on the left, the selected item's content on the
 * right. The query's `i` selects the item by index (default the first); `key` selects it by the server's stable item
 * key (the registration terms link). The help list is a screen actor of the help content loader, which reloads it
 * 200 ms after a language change.
 */
export default function HelpScreen() {
  const { t } = useTranslation();
  const nav = useNavigator();
  const help = useScreenActor(helpMachine);
  const items = useSelector(help, contentView.data);
  const settled = useSelector(help, contentView.settled);
  const failed = useSelector(help, contentView.failed);
  const languageActor = useAppActor('language');
  const language = useSelector(languageActor, languageView.language);
  const languages = useSelector(languageActor, languageView.languages);
  const [location] = useLocation();
  const route = matchRoute(location).route.name === 'helpDetail' ? 'helpDetail' : 'help';
  const params = new URLSearchParams(useSearch());
  const index = selectedHelpIndex(items, { i: params.get('i'), key: params.get('key') });
  const selected = index === null ? undefined : items[index];

  if (!selected) {
    return (
      <ContentState
        loading={!settled}
        failed={failed}
        empty={settled}
        texts={{
          loading: t('common.loading'),
          failed: t('help.loadFailed'),
          retry: t('common.retry'),
          empty: t('errors.in_no_data'),
        }}
        onRetry={() => help.send({ type: 'RETRY' })}
      />
    );
  }
  return (
    <HelpCentre
      topics={items.map((item, i) => ({
        key: `${i}-${item.key ?? item.title}`,
        title: item.title,
        href: pathTo(route, { i }),
      }))}
      selectedIndex={index ?? 0}
      selected={selected}
      label={t('help.topics')}
      onInternalLink={(path) => nav.go(path)}
      languages={{
        label: t('shell.language'),
        current: language,
        options: languages.map((l) => ({
          code: l.code,
          name: `${languageFlag(l.code)} ${l.name}`,
          lang: languageTag(l.code) ?? undefined,
        })),
        onChange: (code) => languageActor.send({ type: 'CHANGE', language: code }),
      }}
    />
  );
}
