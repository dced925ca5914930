import { useTranslation } from 'react-i18next';
import '../../ui/games/games.css';
import { vendorsOf } from '../../domain/vendorSorting';
import { navigate } from '../../services/navigation';
import { VendorTile } from '../../ui/games/VendorChip';
import { PageHead } from '../game/GameListPage';
import { useVendors } from '../game/useGames';

/** /m/providers: every slot provider as a tile leading to its games (spec §2; query vassalage, gameCategory). */
export default function ProvidersScreen() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const providers = vendorsOf(vendors.sorting, 'PROVIDER');
  const list = providers.length ? providers : [...vendors.byCode.keys()].map((v) => ({ vassalage: v }));
  return (
    <div className="lobby">
      <PageHead title={t('games.providers')} />
      <div className="vendor-tiles" style={{ marginTop: '0.24rem' }}>
        {list.map((v) => (
          <VendorTile
            key={v.vassalage}
            vassalage={v.vassalage}
            name={vendors.name(v.vassalage)}
            logo={vendors.logo(v.vassalage)}
            onSelect={(code) => navigate(`/m/gameList?gameType=RNG&vassalage=${encodeURIComponent(code)}`)}
          />
        ))}
      </div>
    </div>
  );
}
