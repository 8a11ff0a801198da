import { ProfileEditFields } from '../../contracts/profile-fields.js';

/** The profile edit of spec section 5 (its fields: contracts/profile-fields.ts). Fields left out keep their value. */
export class UpdateProfileRequest extends ProfileEditFields {}
