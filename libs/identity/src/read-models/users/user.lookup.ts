import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform';
import { ReadModelLookup } from '#projections';
import { UserReadModel } from './user.entity.js';

/** One user of the users read model by id: the read behind the current user and every profile page. */
@Injectable()
export class UserLookup extends ReadModelLookup<UserReadModel> {
  constructor(@Inject(PG_POOL) pool: pg.Pool, orm: MikroORM) {
    super(pool, orm, UserReadModel);
  }
}
