import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/locales';
import { FE_CONFIG_KEYS } from '../../../schemas/feconfig/index';
import { buildPlatformApp } from '../../app';
import { feConfigSeedDocuments } from '../../seed-data/feconfig/index';
import { createFeConfigValidator } from './feconfig-validator';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'feconfig-')) }));
});
afterAll(() => app.close());

describe('fe-config documents', () => {
  const validate = createFeConfigValidator();

  it.each(feConfigSeedDocuments().map((d) => [`${d.site ? `${d.site}: ` : ''}${d.key}${d.locale ? ` (${d.locale})` : ''}`, d] as const))('seeded %s validates against its schema', (_name, doc) => {
    expect(validate(doc.key, doc.document)).toEqual([]);
  });

  it('rejects a broken document with a readable error', () => {
    expect(validate('providers-config', { disabled: { 'aurora-reels': 'some' } })[0]).toMatch(/^providers-config\/disabled/);
  });

  it.each(FE_CONFIG_KEYS)('GET /api/fe/config/%s answers a valid document', async (key) => {
    const res = await app.inject(`/api/fe/config/${key}`);
    expect(res.statusCode).toBe(200);
    expect(validate(key, res.json())).toEqual([]);
  });

  it('answers banners per locale header', async () => {
    for (const locale of LOCALES) {
      const res = await app.inject({ url: '/api/fe/config/banners-config', headers: { locale } });
      expect(res.json().locale).toBe(locale);
    }
    const de = await app.inject({ url: '/api/fe/config/banners-config', headers: { locale: 'de' } });
    expect(de.json().banners[0].title.text).toMatch(/Willkommensbonus/);
  });

  it('answers 404 for an unknown key and for the internal managers document', async () => {
    expect((await app.inject('/api/fe/config/no-such-key')).statusCode).toBe(404);
    expect((await app.inject('/api/fe/config/managers')).statusCode).toBe(404);
  });

  it('POST managers matches by user groups and validates input', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/fe/config/managers', payload: { userGroups: [759] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ managerName: 'Sofia Lindqvist' });
    expect(res.json()[0].groups).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/fe/config/managers', payload: { userGroups: [1] } })).json()).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/fe/config/managers', payload: { userGroups: 'x' } })).statusCode).toBe(422);
  });
});

describe('fe-config documents at start', () => {
  it('refuses to start with a broken stored document, naming the document, path and rule', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('../../db/database');
    const { buildPlatformApp } = await import('../../app');
    const dataDir = mkdtempSync(join(tmpdir(), 'feconfig-broken-'));
    const first = await buildPlatformApp({ dataDir });
    await first.app.close();
    const db = openDatabase(dataDir);
    db.prepare("UPDATE fe_configs SET document = ? WHERE key = 'providers-config'").run(JSON.stringify({ disabled: { 'aurora-reels': 'some' } }));
    db.close();
    await expect(buildPlatformApp({ dataDir })).rejects.toThrow(/fe_configs\[providers-config\] providers-config\/disabled.*\(/);
  });
});
