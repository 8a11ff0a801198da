/**
 * Shutting the app down (a deploy, SIGTERM): the projections a worker runs stop before the ORM
 * they write through closes. In the other order a batch still running failed ("driver has already
 * been destroyed", logged as an error at every busy shutdown) and was applied again at the next start.
 */
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { ProjectionRunner } from '#projections';
import { createTestApp } from '#testing';

describe('app shutdown', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops the projections before the read models’ ORM closes', async () => {
    const app = await createTestApp();
    const steps: string[] = [];
    const stopRunner = ProjectionRunner.prototype.stop;
    jest.spyOn(ProjectionRunner.prototype, 'stop').mockImplementation(async function (this: ProjectionRunner) {
      await stopRunner.call(this);
      steps.push('projections stopped');
    });
    const closeOrm = MikroORM.prototype.close;
    jest.spyOn(MikroORM.prototype, 'close').mockImplementation(function (this: MikroORM, force?: boolean) {
      steps.push('ORM closing');
      return closeOrm.call(this, force);
    });
    await app.close();
    expect(steps[0]).toBe('projections stopped');
    expect(steps).toContain('ORM closing');
  });
});
