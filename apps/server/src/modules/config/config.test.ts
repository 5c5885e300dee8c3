import { NEW_COUNTER_PATHS } from '@afx/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app.js';
import { configRoutes } from './routes.js';

/** /config beside whatever routes an installation mounts. */
async function configWith(mountedPaths: readonly string[]) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const config = {
    issuer: 'http://localhost/auth',
    clientId: 'afx-web',
    supportEmail: 'support@afx.example',
    supportPhone: '+380440000000',
    version: 'test',
  };
  app.decorate('deps', { config } as unknown as AppDeps);
  await app.register(configRoutes);
  for (const path of mountedPaths) app.get(path, async () => ({ new_count: 0 }));
  const res = await app.inject('/config');
  await app.close();
  return res.json();
}

describe('/config: the counters the installation serves', () => {
  it('names none while no service with a counter is mounted', async () => {
    expect(await configWith([])).toMatchObject({ counters: [] });
  });

  it('names the counter of a mounted service', async () => {
    expect(await configWith([NEW_COUNTER_PATHS.fpt])).toMatchObject({ counters: ['fpt'] });
    expect(await configWith([NEW_COUNTER_PATHS.crc, NEW_COUNTER_PATHS.fpt])).toMatchObject({
      counters: ['crc', 'fpt'],
    });
  });
});
