import type { PlatformModuleDef } from '../module';
import { orderModules } from '../module-order';
import { accountsModule } from './accounts/index';
import { bonusesModule } from './bonuses/index';
import { infoModule } from './info/index';
import { limitsModule } from './limits/index';
import { diagnosticsModule } from './diagnostics/index';
import { catalogueModule } from './catalogue/index';
import { contentModule } from './content/index';
import { feConfigModule } from './feconfig/index';
import { gameStudioModule } from './game-studio/index';
import { paymentsModule } from './payments/index';
import { walletModule } from './wallet/index';
import { tournamentsModule } from './tournaments/index';
import { lotteriesModule } from './lotteries/index';
import { lootboxesModule } from './lootboxes/index';
import { wheelModule } from './wheel/index';
import { questsModule } from './quests/index';
import { notificationsModule } from './notifications/index';
import { supportModule } from './support/index';
import { compPointsModule } from './comp-points/index';
import { vipModule } from './vip/index';
import { adventuresModule } from './adventures/index';
import { jackpotsModule } from './jackpots/index';
import { realityCheckModule } from './reality-check/index';

/**
 * Every feature module of the reference platform. A new one (a promo engine) adds its folder and one line
 * here (platform/README.md). The list is put in dependency order once, here: a missing dependency or a
 * cycle stops the platform at start with the modules named.
 */
export const platformModules: readonly PlatformModuleDef[] = orderModules([
  accountsModule,
  infoModule,
  limitsModule,
  diagnosticsModule,
  catalogueModule,
  contentModule,
  feConfigModule,
  walletModule,
  bonusesModule,
  paymentsModule,
  gameStudioModule,
  tournamentsModule,
  lotteriesModule,
  lootboxesModule,
  wheelModule,
  questsModule,
  notificationsModule,
  supportModule,
  compPointsModule,
  vipModule,
  jackpotsModule,
  adventuresModule,
  realityCheckModule,
]);
