import { useEffect, useState } from 'react';
import { usePluginOptions, useRuntime, useVisibility } from '@core/index';
import { bonusesManifest, type PromoPageOption } from './manifest';
import { visiblePromoPages } from './rules/promo-pages';

/** The promo pages of this site the visitor may see (`manage-promotion-pages`, by group and licence); `null` while loading. */
export function usePromoPages(): PromoPageOption[] | null {
  const runtime = useRuntime();
  const { promoPages } = usePluginOptions(bonusesManifest);
  const { groups, licence } = useVisibility();
  const [config, setConfig] = useState<{ document: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    runtime.feConfig('manage-promotion-pages').then(
      (document) => live && setConfig({ document }),
      () => live && setConfig({ document: null }),
    );
    return () => {
      live = false;
    };
  }, [runtime]);
  return config ? visiblePromoPages(config.document, promoPages, { groups, licence }) : null;
}
