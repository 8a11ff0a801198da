import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PROFILE_FIELDS, type UserProfile } from '../../domain/user.events.js';
import { emptyProfile } from '../../domain/user.state.js';

export const USERS_SCHEMA = 'rm_users';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The profile's fields as the row's type (an empty base: MikroORM sees only the columns made from PROFILE_FIELDS below). */
const profileColumns = () => class {} as new () => Writable<UserProfile>;

/** One row per account: the users read model, built only by the users projection; its profile columns are made from the profile's one list below. */
@Entity({ tableName: 'users', schema: USERS_SCHEMA })
export class UserReadModel extends profileColumns() {
  constructor() {
    super();
    Object.assign(this, emptyProfile());
  }

  @PrimaryKey({ type: 'uuid' }) id!: string;
  /**
   * Unique on the write side (claim streams, docs/decisions/0002), not here: one batch of events
   * may move an address from one account to another (docs/decisions/0013), which a unique index
   * would refuse whichever row the batch writes first.
   */
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text', nullable: true }) role: 'artist' | 'curator' | 'both' | null = null;
  @Property({ type: 'boolean' }) isAdmin = false;
  @Property({ type: 'boolean' }) isActive = true;
  @Property({ type: 'boolean' }) isVerified = false;
  @Property({ type: 'boolean' }) curatorProfileComplete = false;
  /** The admins' verification review (docs/decisions/0013): a request waiting for an admin, and how the badge was granted. */
  @Property({ type: 'boolean' }) verificationPending = false;
  @Property({ type: 'text', nullable: true }) verificationReason: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) verificationRequestedAt: Date | null = null;
  @Property({ type: 'text', nullable: true }) verifiedBy: 'auto' | 'admin' | null = null;
  /** The followers counted for an automatic badge. */
  @Property({ type: 'integer', nullable: true }) verifiedFollowerCount: number | null = null;
  @Property({ type: 'timestamptz', nullable: true }) verifiedAt: Date | null = null;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}

// One text column per profile field (PROFILE_FIELDS, the one list), null when not set.
for (const field of PROFILE_FIELDS) Property({ type: 'text', nullable: true })(UserReadModel.prototype, field);
