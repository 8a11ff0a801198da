import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class PageVisitRequest {
  @ApiProperty({ example: '/search?tab=playlists', description: 'The path shown, starting with /' })
  @IsString({ message: 'page must be a path starting with /' })
  @Matches(/^\//, { message: 'page must be a path starting with /' })
  @MaxLength(2048, { message: 'page must be at most 2048 characters' })
  page!: string;

  @ApiPropertyOptional({ example: '/', description: 'The page or site the visitor came from' })
  @IsOptional()
  @IsString({ message: 'referrer must be text' })
  @MaxLength(2048, { message: 'referrer must be at most 2048 characters' })
  referrer?: string;
}

export class PageVisitAccepted {
  @ApiProperty({ example: true }) accepted!: true;
}
