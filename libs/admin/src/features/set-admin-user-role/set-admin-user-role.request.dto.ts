import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { Role } from '#identity';

const ROLES = ['artist', 'curator', 'both'] as const satisfies readonly Role[];

export class SetAdminUserRoleRequest {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: 'Role must be artist, curator or both' })
  role!: Role;
}
