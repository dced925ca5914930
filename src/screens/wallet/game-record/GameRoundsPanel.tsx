import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import type { RangeKey } from '../../../domain/wallet/dateRange';
import { roundCategories } from '../../../domain/wallet/records';
import { selectWallet } from '../../../machines/account/session.view';
import { vendorDirectoryOf } from '../../../machines/games/vendors.selectors';
import * as contentView from '../../../machines/shell/content.view';
import * as languageView from '../../../machines/shell/language.view';
import { selectConfig } from '../../../machines/shell/siteConfig.view';
import { gameRoundsMachine } from '../../../machines/wallet/gameRounds.machine';
import * as view from '../../../machines/wallet/gameRounds.view';
import { ChoiceSelect, RangeChoice } from '../../../ui/wallet/recordsFilters';
import { MoreRows, RecordsListState, RoundsList, RoundsSummaryView } from '../../../ui/wallet/recordsLists';
import { usePagedList } from './usePagedList';

/** The game rounds tab: range and category filters, the period's summary, the rounds page by page. */
export function GameRoundsPanel(props: { range: RangeKey; category: string }) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the address's filters once
  const input = useMemo(() => ({ range: props.range, category: props.category }), []);
  const actor = useScreenActor(gameRoundsMachine, { input });
  const symbol = useSelector(useAppActor('session'), (s) => selectWallet(s)?.currencySymbol ?? '');
  const language = useSelector(useAppActor('language'), languageView.language);
  const config = useSelector(useAppActor('siteConfig'), selectConfig);
  const loadedVendors = useSelector(useAppActor('vendors'), contentView.data);
  const range = useSelector(actor, view.selectRange);
  const category = useSelector(actor, view.selectCategory);
  const rounds = useSelector(actor, view.selectRounds);
  const summary = useSelector(actor, view.selectSummary);
  const list = usePagedList(actor, view);
  const categories = roundCategories(vendorDirectoryOf(config, loadedVendors).mapping, category);
  return (
    <div data-testid="rounds-panel" data-state={list.phase}>
      <div className="records-filters">
        <RangeChoice selected={range} onSelect={(key) => actor.send({ type: 'FILTER', range: key })} />
        <ChoiceSelect
          label={t('wallet.records.category.label')}
          name="category"
          choices={[
            { key: '', label: t('wallet.records.category.all') },
            ...categories.map((key) => ({ key, label: t(`games.category.${key}`, { defaultValue: key }) })),
          ]}
          selected={category}
          onSelect={(key) => actor.send({ type: 'FILTER', category: key })}
        />
      </div>
      <RecordsListState
        loading={list.loading}
        failed={list.failed}
        empty={list.showsList && rounds.length === 0}
        onRetry={list.retry}
      />
      {list.showsList && summary && rounds.length > 0 && (
        <>
          <RoundsSummaryView summary={summary} symbol={symbol} language={language} />
          <RoundsList rounds={rounds} symbol={symbol} language={language} />
          <MoreRows
            canLoadMore={list.canLoadMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            onMore={list.more}
            onRetry={list.retry}
          />
        </>
      )}
    </div>
  );
}
