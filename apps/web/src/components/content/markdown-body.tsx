import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

/** A page's Markdown, drawn with the app's own typography: nothing of it is ever inserted as HTML. */
export function MarkdownBody({ source }: { source: string }) {
  return (
    <Box sx={{ '& a': { fontWeight: 600, overflowWrap: 'anywhere' }, overflowWrap: 'break-word' }}>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <Typography
              key={i}
              variant={block.level === 2 ? 'h5' : 'h6'}
              component={block.level === 2 ? 'h2' : 'h3'}
              sx={{ mt: 4, mb: 1.5, fontFamily: 'Georgia, serif' }}
            >
              {block.text}
            </Typography>
          );
        if (block.kind === 'paragraph')
          return (
            <Typography key={i} sx={{ lineHeight: 1.8, mb: 2 }}>
              <Inlines inlines={block.inlines} />
            </Typography>
          );
        return (
          <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mt: 0, mb: 2, lineHeight: 1.8 }}>
            {block.items.map((item, j) => (
              <Typography key={j} component="li" sx={{ lineHeight: 1.8, mb: 0.5 }}>
                <Inlines inlines={item} />
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
