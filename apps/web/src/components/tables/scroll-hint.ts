import type { SxProps, Theme } from '@mui/material/styles';

/**
 * For a box that scrolls sideways (a table wider than its frame): a soft shadow at each edge past which there is more
 * to see, gone once scrolled to that edge. Pure CSS ("scroll shadows"): two covers in the paper's colour move with
 * the content (`local`) and hide the shadows (`scroll`, fixed to the frame) at the ends, so a phone user sees that
 * the frame scrolls instead of a table cut at the edge. The cells must stay transparent for the shadows to show.
 */
export const SCROLL_HINT_SX = ((theme: Theme) => {
  const paper = theme.vars?.palette.background.paper ?? theme.palette.background.paper;
  const shade = 'rgba(0, 0, 0, 0.18)';
  return {
    overflowX: 'auto',
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, transparent)`,
      `linear-gradient(to left, ${paper} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
    // The paper's own colour goes under the layers (a Paper frame sets it as background-color).
    backgroundColor: paper,
  };
}) satisfies SxProps<Theme>;
