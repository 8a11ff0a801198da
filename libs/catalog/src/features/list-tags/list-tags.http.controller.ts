import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '#platform';
import { Taxonomy } from '../../application/taxonomy.js';
import { TagResponse } from '../../contracts/catalog.responses.js';
import { TAG_CATEGORIES } from '../../domain/tag.events.js';

const categoryRank = new Map(TAG_CATEGORIES.map((category, rank) => [category, rank]));

@ApiTags('tags')
@Controller('tags')
export class ListTagsController {
  constructor(private readonly taxonomy: Taxonomy) {}

  @Get()
  @RateLimit('tags')
  @ApiOperation({ summary: "Every tag of the taxonomy, signed in or not: by category (in the tag picker's order), each category in the taxonomy's order" })
  @ApiOkResponse({ type: [TagResponse] })
  async listTags(): Promise<TagResponse[]> {
    const tags = [...(await this.taxonomy.tags()).values()];
    return tags
      .sort((a, b) => (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) || a.id - b.id)
      .map(({ id, name, category }) => ({ id, name, category }));
  }
}
