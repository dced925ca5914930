import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { MIN_BET_OPTIONS } from '../../../domain/constants';
import {
  categoryPath,
  filterHasGameType,
  filterHasMinBet,
  filterOtherCategories,
} from '../../../domain/games/categories';
import { vendorsOf } from '../../../domain/games/vendorSorting';
import type { gameFilterMachine } from '../../../machines/games/gameFilter.machine';
import * as gameFilterView from '../../../machines/games/gameFilter.view';
import { Dialog } from '../../../ui/Dialog';
import { VendorChip } from '../../../ui/games/VendorChip';
import { CloseIcon } from '../../../ui/icons';
import { useVendors } from './useGames';

interface Props {
  category: string;
  /** The filter actor of the lobby (created with the lobby as input: it applies the values itself). */
  filter: ActorRefFrom<typeof gameFilterMachine>;
  gameTypes: string[];
  mapping: Record<string, readonly string[]>;
}

/** The filter panel (spec §2 "Game tile and filter"), driven by the filter machine. */
export function FilterSheet({ category, filter, gameTypes, mapping }: Props) {
  const { t } = useTranslation();
  const isOpen = useSelector(filter, gameFilterView.open);
  const v = useSelector(filter, gameFilterView.values);
  const vendors = useVendors();
  const onClose = useCallback(() => filter.send({ type: 'CLOSE' }), [filter]);

  if (!isOpen) return null;
  const categoryVendors = vendorsOf(vendors.sorting, category);
  const others = filterOtherCategories(category, mapping);

  return (
    <Dialog variant="sheet" labelledBy="filter-title" onDismiss={onClose}>
      <div className="sheet">
        <h2 id="filter-title">{t('games.filter')}</h2>
        <button type="button" className="sheet-close" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        {categoryVendors.length > 0 && (
          <>
            <h3>{t('games.vendors')}</h3>
            <div className="vendor-chips">
              {categoryVendors.map((vendor) => (
                <VendorChip
                  key={vendor.vassalage}
                  vassalage={vendor.vassalage}
                  name={vendors.name(vendor.vassalage)}
                  logo={vendors.logo(vendor.vassalage)}
                  selected={v.vassalage === vendor.vassalage}
                  onSelect={(code) => filter.send({ type: 'TOGGLE_VENDOR', vassalage: code })}
                />
              ))}
            </div>
          </>
        )}
        {filterHasGameType(category) && gameTypes.length > 0 && (
          <>
            <h3>{t('games.gameType')}</h3>
            <div className="option-chips">
              {['', ...gameTypes].map((type) => (
                <button
                  key={type || 'all'}
                  type="button"
                  aria-pressed={v.gameClassify === type}
                  onClick={() => filter.send({ type: 'SET_GAME_TYPE', gameClassify: type })}
                >
                  {type || t('games.all')}
                </button>
              ))}
            </div>
          </>
        )}
        {filterHasMinBet(category) && (
          <>
            <h3>{t('games.minBet')}</h3>
            <div className="option-chips">
              {MIN_BET_OPTIONS.map((bet) => (
                <button
                  key={bet || 'all'}
                  type="button"
                  aria-pressed={v.minBet === bet}
                  onClick={() => filter.send({ type: 'SET_MIN_BET', minBet: bet })}
                >
                  {bet || t('games.all')}
                </button>
              ))}
            </div>
          </>
        )}
        <div className="sheet-actions">
          <button type="button" className="btn btn-secondary" onClick={() => filter.send({ type: 'RESET' })}>
            {t('games.reset')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => filter.send({ type: 'SUBMIT' })}>
            {t('games.apply')}
          </button>
        </div>
        {others.length > 0 && (
          <>
            <h3>{t('games.otherCategories')}</h3>
            <div className="option-chips">
              {others.map((c) => (
                <Link key={c} href={categoryPath(c)} className="btn btn-small btn-ghost" onClick={onClose}>
                  {t(`games.category.${c}`, { defaultValue: c })}
                </Link>
              ))}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
