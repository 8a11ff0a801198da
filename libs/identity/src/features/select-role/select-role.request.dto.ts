import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class SelectRoleRequest {
  @ApiProperty({ enum: ['artist', 'curator', 'both'] })
  @IsIn(['artist', 'curator', 'both'], { message: 'Role must be artist, curator or both' })
  role!: 'artist' | 'curator' | 'both';
}
