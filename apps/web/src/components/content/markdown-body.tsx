import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { parseMarkdown, type TInline } from '@venue/shared/site/markdown';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

function Inlines({ inlines }: { inlines: TInline[] }) {
  return (
    <>
      {inlines.map((inline, i) => {
        if (inline.kind === 'bold') return <strong key={i}>{inline.text}</strong>;
        if (inline.kind === 'text') return <Fragment key={i}>{inline.text}</Fragment>;
        // The site's own pages open in the app; e-mail, phone and other sites as plain links.
        return inline.href.startsWith('/') ? (
          <Link key={i} component={RouterLink} to={inline.href}>
            {inline.text}
          </Link>
        ) : (
          <Link key={i} href={inline.href} {...(/^https?:/i.test(inline.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {inline.text}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The body's typography, set once on the container: a long page (terms, privacy) has a hundred paragraphs, and an
 * `sx` on each was a style to compute and hash per element while a phone hydrated the page.
 */
const BODY_SX = {
  overflowWrap: 'break-word',
  '& a': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& h2': { typography: 'h5', mt: 4, mb: 1.5, fontFamily: 'Georgia, serif' },
  '& h3': { typography: 'h6', mt: 4, mb: 1.5, fontFamily: 'Georgia, serif' },
  '& p': { typography: 'body1', lineHeight: 1.8, mt: 0, mb: 2 },
  '& ul, & ol': { pl: 3, mt: 0, mb: 2, lineHeight: 1.8 },
  '& li': { typography: 'body1', lineHeight: 1.8, mb: 0.5 },
} as const;

/** A page's Markdown, drawn with the app's own typography: nothing of it is ever inserted as HTML. */
export function MarkdownBody({ source }: { source: string }) {
  return (
    <Box sx={BODY_SX}>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') return block.level === 2 ? <h2 key={i}>{block.text}</h2> : <h3 key={i}>{block.text}</h3>;
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} />
              </li>
            ))}
          </List>
        );
      })}
    </Box>
  );
}
