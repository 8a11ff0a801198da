import { useParams } from 'react-router-dom';
import { Link } from '../../components/link';
import { ArticleBody } from './article-body';
import { ArticleTags } from './article-tags';
import { findArticle, formatPublishDate } from './blog-articles';

const backLinkClassName = 'inline-flex items-center gap-1 rounded font-medium text-slate-700 hover:text-slate-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** One blog article at /blog/{slug}, or a friendly message for a slug that does not exist. */
export function BlogArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);

  if (!article) {
    return (
      <main className="mx-auto grid max-w-2xl gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Article not found</h1>
        <p className="text-slate-600">We could not find that article. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to="/blog" className={backLinkClassName}>
            ← Back to the blog
          </Link>
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className={backLinkClassName}>
        ← Back to the blog
      </Link>
      <article className="mt-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <header className="grid gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="text-slate-600">
            By {article.author} · <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate)}</time> · {article.readTime}
          </p>
          <ArticleTags tags={article.tags} />
        </header>
        <ArticleBody content={article.content} />
      </article>
    </main>
  );
}
