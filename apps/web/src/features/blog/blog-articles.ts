import { formatLongUtcDate } from '../../components/en-us-format';
export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  /** Plain text: "## " starts a heading, "- " a list item, a blank line separates blocks. */
  content: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  tags: readonly string[];
  readTime: string;
  slug: string;
  featured: boolean;
}

/** The three static articles of spec 2.17. */
export const blogArticles: readonly BlogArticle[] = [
  {
    id: 'tagging-songs',
    title: 'Tag Your Songs So the Right Playlists Find Them',
    excerpt: 'Tags are how VibeMatch scores a song against a playlist. Ten well-chosen tags beat ten vague ones. Here is how to pick them.',
    author: 'Maya Okafor',
    publishDate: '2026-10-14',
    tags: ['Artists', 'Tagging', 'Matching'],
    readTime: '4 min read',
    slug: 'tag-your-songs-well',
    featured: false,
    content: `Every match score on VibeMatch starts with tags. Curators tag their playlists, you tag your song, and the overlap decides which playlists see you first. A song can carry up to ten tags, so each one should earn its place.

## Start with the genre, and be honest

Genre weighs the most in the score, and a song that shares no genre with a playlist is capped at a low match however well everything else fits. Pick the genre a listener would name after ten seconds, not the one you wish you were filed under. If the song sits between two genres, tag both.

## Then describe how it feels and moves

Mood, tempo, instruments, vocals and language weigh more than the remaining tags because curators build playlists around them. "Melancholic", "mid-tempo", "acoustic guitar", "female vocals" and "Spanish" tell a curator more than "good vibes".

- Mood: what the listener feels (euphoric, moody, calm).
- Tempo and energy: slow, mid-tempo, upbeat, high energy.
- Instruments and vocals: the sounds that stand out in the mix.
- Language: the language of the lyrics, or instrumental.

## Leave out what does not describe the sound

Tags such as "new", "must hear" or your own name do not match anything a curator tags. They take a slot that a real descriptor could use.

## Check your matches and adjust

After tagging, open the matching playlists for the song. If the top results feel wrong, the tags are usually the reason: a missing genre, or a mood that says something the song does not. Change one or two tags and look again.`,
  },
  {
    id: 'pitching-to-curators',
    title: 'How to Pitch Your Song to Playlist Curators',
    excerpt: 'Curators read dozens of requests a week. A short, specific pitch aimed at the right playlist is the one that gets a listen.',
    author: 'Daniel Reyes',
    publishDate: '2026-11-02',
    tags: ['Artists', 'Pitching', 'Campaigns'],
    readTime: '5 min read',
    slug: 'how-to-pitch-playlist-curators',
    featured: true,
    content: `A good pitch does one thing: it shows the curator, in under a minute, why this song belongs on this playlist. Everything else is noise.

## Pick playlists that already fit

Send fewer requests, to better matches. A playlist with an excellent match score shares your genre and most of your song's character, and its curator is far more likely to add you. Listen to a few tracks on the playlist before you send anything; if your song would sound out of place between them, move on.

## Write a message for that playlist

Curators can tell a copied message at once. Two or three sentences are enough:

- Name the playlist and say what you like about it.
- Describe the song in concrete terms: tempo, mood, the sound that stands out.
- Say where it would sit: "it would follow the slower tracks near the end" is more useful than "it would be a great fit".

## Choose review or placement deliberately

A review gets you a listen and feedback, which is valuable on its own, especially for a new release. A placement request costs more and asks for a spot on the playlist. If you are unsure how a curator will hear the song, start with a review.

## Make the song easy to hear

Make sure the streaming link works, the cover art is set and the description is short and specific. A curator who has to search for your track will often just skip it.

## Read the feedback, then follow up once

Whatever the outcome, the curator's feedback tells you how the song comes across to someone who did not make it. Thank them, apply what is useful to your next release, and pitch again when you have a song that fits even better.`,
  },
  {
    id: 'what-curators-look-for',
    title: 'What Curators Actually Look For in a Submission',
    excerpt: 'We asked curators what makes them add a track. The answers are less about hype and more about fit, sound quality and respect for the listener.',
    author: 'Priya Nair',
    publishDate: '2026-09-21',
    tags: ['Curators', 'Artists', 'Submissions'],
    readTime: '4 min read',
    slug: 'what-curators-look-for',
    featured: false,
    content: `Curators build playlists for their listeners, not for the artists who submit to them. A track gets added when it makes the playlist better. That comes down to a few things.

## Fit comes first

A playlist has a mood and a flow. Curators listen for whether your song keeps that mood, not only whether it shares a genre. A bright pop song on a late-night chill playlist is a skip, however good it is.

## The first thirty seconds

Most curators decide early. A long intro, quiet opening or a mix that takes time to reveal the song's best part makes that decision harder. You do not need to change the song, but pitch the one whose opening carries it.

## Sound quality that holds up

A curated playlist plays your song right after professionally mastered tracks. Curators notice vocals buried in the mix, harsh highs and a master far quieter than its neighbours.

## A clear, honest pitch

Curators value messages that are short, specific and truthful about the song. Over-selling ("the next big hit") works against you; a precise description of the sound builds trust.

## For curators: what makes artists trust you

- Keep your playlist tags accurate so the songs you receive fit.
- Give feedback that names something specific, even in a rejection.
- Close submissions when you are not listening, instead of leaving requests waiting.

Curators who review fairly and on time build a reputation, and the best artists pitch to them first.`,
  },
];

/** Featured article first, then the newest. */
export function articlesForListing(): BlogArticle[] {
  return [...blogArticles].sort((a, b) => Number(b.featured) - Number(a.featured) || b.publishDate.localeCompare(a.publishDate));
}

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}

export function formatPublishDate(isoDate: string): string {
  return formatLongUtcDate(new Date(`${isoDate}T00:00:00Z`));
}
