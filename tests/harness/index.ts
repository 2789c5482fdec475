// The test harness for plugin authors, in one import: `import { createTestRuntime, pluginEntry, contributionsOf } from '../../../tests/harness/index'`.
export { createTestRuntime, type TestRuntime, type TestRuntimeOptions } from './create-test-runtime';
export { pluginEntry, contributionsOf, messagesFor, type PluginContributions } from './plugin-kit';
export { testPlayer, testSite } from './fixtures';
