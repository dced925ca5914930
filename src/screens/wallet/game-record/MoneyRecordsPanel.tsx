import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import type { RangeKey } from '../../../domain/wallet/dateRange';
import { MONEY_KINDS, type MoneyKind } from '../../../domain/wallet/records';
import { selectWallet } from '../../../machines/account/session.view';
import * as languageView from '../../../machines/shell/language.view';
import { moneyRecordsMachine } from '../../../machines/wallet/moneyRecords.machine';
import * as view from '../../../machines/wallet/moneyRecords.view';
import { ChoiceGroup, RangeChoice } from '../../../ui/wallet/recordsFilters';
import { MoneyList, MoreRows, RecordsListState } from '../../../ui/wallet/recordsLists';
import { usePagedList } from './usePagedList';

/** The deposits and withdrawals tab: kind and range filters, the records page by page. */
export function MoneyRecordsPanel(props: { memberType: number | null; range: RangeKey; kind: MoneyKind }) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes who entered and the address's filters once
  const input = useMemo(() => ({ memberType: props.memberType, range: props.range, kind: props.kind }), []);
  const actor = useScreenActor(moneyRecordsMachine, { input });
  const symbol = useSelector(useAppActor('session'), (s) => selectWallet(s)?.currencySymbol ?? '');
  const language = useSelector(useAppActor('language'), languageView.language);
  const kind = useSelector(actor, view.selectKind);
  const range = useSelector(actor, view.selectRange);
  const records = useSelector(actor, view.selectRecords);
  const refused = useSelector(actor, view.selectRefused);
  const list = usePagedList(actor, view);
  if (refused) {
    return (
      <p className="records-state" data-testid="money-panel" data-state={list.phase}>
        {t('errors.free_reject')}
      </p>
    );
  }
  return (
    <div data-testid="money-panel" data-state={list.phase}>
      <div className="records-filters">
        <ChoiceGroup<MoneyKind>
          label={t('wallet.records.kind.label')}
          name="kind"
          choices={MONEY_KINDS.map((key) => ({ key, label: t(`wallet.records.kind.${key}`) }))}
          selected={kind}
          onSelect={(key) => actor.send({ type: 'FILTER', kind: key })}
        />
        <RangeChoice selected={range} onSelect={(key) => actor.send({ type: 'FILTER', range: key })} />
      </div>
      <RecordsListState
        loading={list.loading}
        failed={list.failed}
        empty={list.showsList && records.length === 0}
        onRetry={list.retry}
      />
      {list.showsList && records.length > 0 && (
        <>
          <MoneyList records={records} symbol={symbol} language={language} />
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
