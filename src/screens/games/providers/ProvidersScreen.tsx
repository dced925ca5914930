import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../../ui/games/games.css';
import { useNavigator } from '../../../app/useNavigator';
import { vendorsOf } from '../../../domain/games/vendorSorting';
import { pathTo } from '../../../domain/shell/paths';
import { VendorTile } from '../../../ui/games/VendorChip';
import { PageHead } from '../shared/GameListPage';
import { useVendors } from '../shared/useGames';

/**
 * /m/providers: every slot provider as a tile leading to its games (spec §2; query vassalage, gameCategory). The
 * provider of `vassalage`, when given, is marked as the current one and scrolled into view.
 */
export default function ProvidersScreen() {
  const nav = useNavigator();
  const { t } = useTranslation();
  const vendors = useVendors();
  const wanted = new URLSearchParams(useSearch()).get('vassalage')?.toUpperCase() ?? '';
  const tiles = useRef<HTMLDivElement>(null);
  const providers = vendorsOf(vendors.sorting, 'PROVIDER');
  const list = providers.length ? providers : [...vendors.byCode.keys()].map((v) => ({ vassalage: v }));
  const found = list.some((v) => v.vassalage.toUpperCase() === wanted);
  useEffect(() => {
    if (found) tiles.current?.querySelector('[aria-current]')?.scrollIntoView({ block: 'center' });
  }, [found]);
  return (
    <div className="lobby">
      <PageHead title={t('games.providers')} />
      <div className="vendor-tiles" style={{ marginTop: '0.24rem' }} ref={tiles}>
        {list.map((v) => (
          <VendorTile
            key={v.vassalage}
            vassalage={v.vassalage}
            name={vendors.name(v.vassalage)}
            logo={vendors.logo(v.vassalage)}
            current={v.vassalage.toUpperCase() === wanted}
            onSelect={(code) => nav.go(pathTo('gameList', { gameType: 'RNG', vassalage: code }))}
          />
        ))}
      </div>
    </div>
  );
}
