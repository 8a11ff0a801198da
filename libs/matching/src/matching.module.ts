import { Module } from '@nestjs/common';

/** Matching and search. Reads only its own read models, built from `#catalog` and `#identity` contracts. */
@Module({
  controllers: [],
  providers: [],
})
export class MatchingModule {}
