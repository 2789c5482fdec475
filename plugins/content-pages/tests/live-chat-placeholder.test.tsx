// @vitest-environment happy-dom
import '../../../tests/harness/happy-dom-dompurify';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { CmsContent, defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { CHAT_SERVICE } from '@schemas/contracts/services';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import en from '../messages/en.json';
import { contentPagesEntry } from './fixtures';

// Stands in for the support-chat plugin: it exposes the chat service the placeholder calls (issue 22 item 4).
let opened = 0;
const chatManifest = defineManifest({ id: 'chat-stub', contributes: { routes: { help: { path: '/help', order: 100 } } } });
const chat = catalogEntry(chatManifest, async () => ({
  default: definePlugin(chatManifest, (api) => {
    api.implement({ routes: { help: async () => ({ default: () => <CmsContent html="<p>Questions?</p>#LiveChatButton[]#" /> }) } });
    api.expose(CHAT_SERVICE, () => ({ open: () => void opened++ }));
  }),
}));

afterEach(() => cleanup());

describe('#LiveChatButton[]# with the chat service present', () => {
  it('opens the support chat', async () => {
    const { runtime } = await createTestRuntime({ plugins: [contentPagesEntry, chat], url: '/help', messages: { core: coreEn, 'content-pages': en } });
    render(<App runtime={runtime} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with support' }, { timeout: 5000 }));
    expect(opened).toBe(1);
  });
});
