import { Link } from '../../components/link';
import { ArticleTags } from './article-tags';
import { type BlogArticle, articlesForListing, formatPublishDate } from './blog-articles';

function ArticleByline({ article }: { article: BlogArticle }) {
  return (
    <p className="text-sm text-slate-600">
      {article.author} · <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate)}</time> · {article.readTime}
    </p>
  );
}

function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article
      className={`relative grid gap-3 rounded-2xl border bg-white p-6 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-slate-900 hover:shadow-md ${
        article.featured ? 'border-artist sm:p-8' : 'border-slate-200'
      }`}
    >
      {article.featured && <p className="text-xs font-bold tracking-wide text-artist uppercase">Featured</p>}
      <h2 className={`font-bold text-slate-900 ${article.featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
        {/* The stretched link makes the whole card clickable while the title stays its accessible name. */}
        <Link to={`/blog/${article.slug}`} className="outline-none after:absolute after:inset-0 hover:underline">
          {article.title}
        </Link>
      </h2>
      <ArticleByline article={article} />
      <p className="text-slate-700">{article.excerpt}</p>
      <ArticleTags tags={article.tags} />
    </article>
  );
}

/** The blog (spec 2.17): three static articles, the featured one first. */
export function BlogListPage() {
  const [featured, ...others] = articlesForListing();
  return (
    <main className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">VibeMatch Blog</h1>
        <p className="text-lg text-slate-600">Practical advice for independent artists and playlist curators.</p>
      </header>
      {featured && <ArticleCard article={featured} />}
      <div className="grid gap-6 md:grid-cols-2">
        {others.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </main>
  );
}
