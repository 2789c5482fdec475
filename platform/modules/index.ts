import type { PlatformModuleDef } from '../module';
import { accountsModule } from './accounts/index';
import { infoModule } from './info/index';
import { limitsModule } from './limits/index';
import { diagnosticsModule } from './diagnostics/index';
import { catalogueModule } from './catalogue/index';
import { contentModule } from './content/index';
import { feConfigModule } from './feconfig/index';
import { demoSlotModule } from './demo-slot/index';
import { paymentsModule } from './payments/index';
import { walletModule } from './wallet/index';

/**
 * Every feature module of the reference platform, in registration order. A new promo type adds its
 * module folder and one line here (its endpoints), next to its client plugin folder.
 */
export const platformModules: PlatformModuleDef[] = [
  // Accounts first: its seed creates the demo players other modules' seeds attach data to.
  accountsModule,
  infoModule,
  limitsModule,
  diagnosticsModule,
  catalogueModule,
  contentModule,
  feConfigModule,
  walletModule,
  paymentsModule,
  demoSlotModule,
];
