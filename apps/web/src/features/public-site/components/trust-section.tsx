import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SectionContainer } from '@/features/public-site/components/section-container';
import { SectionHeading } from '@/features/public-site/components/section-heading';
import { HOME_HERO_DEFAULTS, type THomeContent } from '@venue/shared/site/home-content';
import { useHomeContent } from '@/features/public-site/api/home.queries';

/** Spec section 9: testimonials rotate every 4 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 4_000;

/**
 * Reduced motion as the visitor set it: the accessibility panel's switch (data-reduced-motion on <html>, which
 * starts from the system setting) is the one source, watched so a change applies at once.
 */
function usePrefersReducedMotion(): boolean {
  const read = () => typeof document !== 'undefined' && document.documentElement.getAttribute('data-reduced-motion') === 'on';
  // Starts false like the prerendered page; the effect below reads the real setting straight after hydration.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const observer = new MutationObserver(() => setReduced(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-reduced-motion'] });
    setReduced(read());
    return () => observer.disconnect();
  }, []);
  return reduced;
}

/**
 * Landing section 3, the venue's own words (Pages > Home Page): its figures, its testimonials (rotating, pausable,
 * still under reduced motion) and its highlights. Not drawn while the venue has written none of them.
 */
export function TrustSection() {
  const home = useHomeContent();
  if (!home || (home.figures.length === 0 && home.testimonials.length === 0 && home.highlights.length === 0)) return null;
  return <TrustContent home={home} />;
}

function TrustContent({ home }: { home: THomeContent }) {
  const { figures, testimonials, highlights, trust } = home;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !reducedMotion && !paused && !hovered && testimonials.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % testimonials.length), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, testimonials.length]);

  // The list may have changed under the index (an admin's save, answered after the demo's placeholder).
  const testimonial = testimonials[index % Math.max(testimonials.length, 1)];

  return (
    <Box
      component="section"
      aria-labelledby="trust-title"
      sx={{
        py: { xs: 10, md: 14 },
        color: '#fff',
        background: 'radial-gradient(ellipse at 50% 0%, rgba(201,162,39,0.22), transparent 60%), linear-gradient(180deg, #1B3524 0%, #14271B 100%)',
      }}
    >
      <SectionContainer maxWidth="lg">
        <SectionHeading id="trust-title" overline={trust.overline} title={trust.title || HOME_HERO_DEFAULTS.trustTitle} inverted>
          {trust.text}
        </SectionHeading>

        {figures.length > 0 && (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: { xs: 3, md: 2 }, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}
          >
            {figures.map((stat, i) => (
              <Box
                key={`${i}-${stat.label}`}
                sx={{
                  textAlign: 'center',
                  py: 2,
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  ...(i === figures.length - 1 && { gridColumn: { xs: '1 / -1', sm: 'auto' } }),
                  borderLeft: { md: i === 0 ? 'none' : '1px solid rgba(255,255,255,0.14)' },
                }}
              >
                <Typography component="dt" sx={{ mt: 0.75, fontSize: '0.8rem', letterSpacing: 2, textTransform: 'uppercase', color: 'rgba(255,255,255,0.8)' }}>
                  {stat.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: '2.4rem', md: '3rem' }, color: '#F0D57A', lineHeight: 1.1 }}
                >
                  {stat.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}

        {testimonial && (
          <Box
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            sx={{
              position: 'relative',
              maxWidth: 820,
              mx: 'auto',
              mt: { xs: 7, md: 9 },
              px: { xs: 3, md: 7 },
              py: { xs: 5, md: 6 },
              textAlign: 'center',
              borderRadius: '24px',
              bgcolor: 'rgba(255,255,255,0.05)',
              border: '1px solid rgba(227,197,102,0.28)',
            }}
          >
            <Box aria-hidden sx={{ fontFamily: 'Georgia, serif', fontSize: 88, lineHeight: 0.6, height: 40, color: '#C9A227' }}>
              &ldquo;
            </Box>
            {/* Announce changes only when a visitor steps through by hand, not every 4 seconds. */}
            <Box component="figure" aria-live={rotating ? 'off' : 'polite'} sx={{ m: 0, minHeight: { xs: 210, sm: 150 } }}>
              <Typography
                component="blockquote"
                sx={{
                  m: 0,
                  fontFamily: 'Georgia, serif',
                  fontStyle: 'italic',
                  fontSize: { xs: '1.15rem', md: '1.4rem' },
                  lineHeight: 1.7,
                  color: 'rgba(255,255,255,0.94)',
                }}
              >
                {testimonial.quote}
              </Typography>
              <Box component="figcaption" sx={{ mt: 3 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: '#F0D57A' }}>
                  {testimonial.name}
                </Typography>
                <Typography component="span" sx={{ fontSize: '0.9rem', color: 'rgba(255,255,255,0.75)' }}>
                  {testimonial.event}
                </Typography>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 3 }}>
              {testimonials.map((t, i) => (
                <Box
                  key={i}
                  component="button"
                  type="button"
                  aria-label={`Show testimonial ${i + 1} of ${testimonials.length}`}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                  sx={{
                    width: 32,
                    height: 32,
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: '50%',
                    '&::after': {
                      content: '""',
                      width: i === index ? 22 : 8,
                      height: 8,
                      borderRadius: 4,
                      bgcolor: i === index ? '#E3C566' : 'rgba(255,255,255,0.45)',
                      transition: 'width 200ms ease',
                    },
                    '&:focus-visible': { outline: '2px solid #E3C566', outlineOffset: 2 },
                  }}
                />
              ))}
              {!reducedMotion && (
                <Box
                  component="button"
                  type="button"
                  onClick={() => setPaused((p) => !p)}
                  aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
                  sx={{
                    ml: 1.5,
                    px: 1.5,
                    py: 0.5,
                    font: 'inherit',
                    fontSize: '0.8rem',
                    letterSpacing: 1,
                    textTransform: 'uppercase',
                    color: 'rgba(255,255,255,0.85)',
                    bgcolor: 'transparent',
                    border: '1px solid rgba(255,255,255,0.3)',
                    borderRadius: 999,
                    cursor: 'pointer',
                    '&:hover': { borderColor: '#E3C566', color: '#fff' },
                    '&:focus-visible': { outline: '2px solid #E3C566', outlineOffset: 2 },
                  }}
                >
                  {paused ? 'Play' : 'Pause'}
                </Box>
              )}
            </Box>
          </Box>
        )}

        {highlights.length > 0 && (
          <Box
            component="ul"
            aria-label="Highlights"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 6, md: 7 }, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}
          >
            {highlights.map((label) => (
              <Box
                component="li"
                key={label}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 2,
                  py: 1,
                  borderRadius: 999,
                  border: '1px solid rgba(255,255,255,0.22)',
                  fontSize: '0.875rem',
                  color: 'rgba(255,255,255,0.9)',
                }}
              >
                {/* A drawn diamond, not the ◆ character: a glyph missing from the page's fonts sends the first layout
                  through a font-fallback search, which is slow on a cold phone. */}
                <Box component="span" aria-hidden sx={{ width: 7, height: 7, flexShrink: 0, bgcolor: '#E3C566', transform: 'rotate(45deg)' }} />
                {label}
              </Box>
            ))}
          </Box>
        )}
      </SectionContainer>
    </Box>
  );
}
