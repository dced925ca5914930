import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/games/games.css';
import { useScreenActor } from '../../../app/system';
import type { Game } from '../../../domain/games/games';
import { lotteryGamesMachine } from '../../../machines/games/lotteryGames.machine';
import * as contentView from '../../../machines/shell/content.view';
import { GameRow } from '../../../ui/games/GameRow';
import { PageHead } from '../shared/GameListPage';
import { useFavouriteIds, useGameHandlers, useTiles, useVendors } from '../shared/useGames';

function VendorBlock({ vendor, games, loading }: { vendor: string; games: Game[]; loading: boolean }) {
  const vendors = useVendors();
  const tiles = useTiles(games);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers();
  return (
    <GameRow
      id={`lottery-${vendor}`}
      title={vendors.name(vendor)}
      tiles={tiles}
      loading={loading}
      favourites={favourites}
      onOpen={onOpen}
      onToggleFavourite={onToggleFavourite}
    />
  );
}

/** /m/lottery: the lottery games by vendor (spec §2); a tap goes through the lottery launcher (§4). */
export default function LotteryScreen() {
  const { t } = useTranslation();
  const actor = useScreenActor(lotteryGamesMachine);
  const data = useSelector(actor, contentView.data);
  const loading = useSelector(actor, contentView.loading);
  const failed = useSelector(actor, contentView.failed);
  const ready = useSelector(actor, contentView.settled) && !failed;
  const groups = useMemo(() => {
    const map = new Map<string, Game[]>();
    for (const g of data) {
      const key = g.vassalage ?? '';
      map.set(key, [...(map.get(key) ?? []), g]);
    }
    return [...map.entries()];
  }, [data]);
  return (
    <div className="lobby">
      <PageHead title={t('games.lottery')} />
      {loading && <VendorBlock vendor="" games={[]} loading />}
      {groups.map(([vendor, games]) => (
        <VendorBlock key={vendor} vendor={vendor} games={games} loading={false} />
      ))}
      {/* §8 "No data": the list arrived empty. */}
      {ready && groups.length === 0 && <div className="lobby-empty">{t('common.noData')}</div>}
      {failed && (
        <div className="lobby-empty">
          <p>{t('games.loadFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
