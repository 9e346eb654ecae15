import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { INQUIRY_STAGE_TEXT, INQUIRY_STAGES, type TInquiry, type TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/feedback/tone-chip';
import { followUpWords, inquiryAsk } from '@/features/staff-inquiries/inquiry-words';

const isStage = (id: UniqueIdentifier | undefined): id is TInquiryStage => typeof id === 'string' && (INQUIRY_STAGES as readonly string[]).includes(id);

/**
 * The keyboard moves a picked-up card a whole stage at a time: right or down to the next stage, left or up to the
 * one before, whether the columns stand side by side (desktop) or one under another (phone).
 */
const stageByStage: KeyboardCoordinateGetter = (event, { context: { active, over, droppableRects, collisionRect } }) => {
  const step = { [KeyboardCode.Right]: 1, [KeyboardCode.Down]: 1, [KeyboardCode.Left]: -1, [KeyboardCode.Up]: -1 }[event.code];
  if (!step || !active || !collisionRect) return undefined;
  event.preventDefault();
  const from = isStage(over?.id) ? over.id : (active.data.current?.stage as TInquiryStage | undefined);
  const index = from ? INQUIRY_STAGES.indexOf(from) : 0;
  const target = INQUIRY_STAGES[Math.min(INQUIRY_STAGES.length - 1, Math.max(0, index + step))]!;
  const rect = droppableRects.get(target);
  if (!rect) return undefined;
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 8 };
};

export interface TBoardProps {
  inquiries: TInquiry[];
  today: string;
  /** A card dropped on another stage. */
  onMove: (inquiry: TInquiry, stage: TInquiryStage) => void;
}

/** The pipeline as columns by stage; a card moves by mouse, touch or keyboard (its handle: Space, arrows, Space). */
export function InquiryBoard({ inquiries, today, onMove }: TBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageByStage }),
  );
  const byId = useMemo(() => new Map(inquiries.map((i) => [`inquiry-${i.id}`, i])), [inquiries]);
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? 'The inquiry';
  const stageName = (id: UniqueIdentifier | undefined) => (isStage(id) ? INQUIRY_STAGE_TEXT[id] : null);
  // Said to screen readers in words: never the cards' or columns' ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to choose a stage, then Space to drop, or Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      stageName(over?.id) ? `${nameOf(active.id)} is over ${stageName(over?.id)}.` : `${nameOf(active.id)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      stageName(over?.id) ? `${nameOf(active.id)} was dropped in ${stageName(over?.id)}.` : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const inquiry = byId.get(String(active.id));
    if (inquiry && isStage(over?.id) && over.id !== inquiry.stage) onMove(inquiry, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an inquiry to another stage, press Space or Enter on its handle, use the arrow keys, then press Space or Enter again. Escape cancels.',
        },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {INQUIRY_STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} inquiries={inquiries.filter((i) => i.stage === stage)} today={today} />
        ))}
      </Box>
    </DndContext>
  );
}

function StageColumn({ stage, inquiries, today }: { stage: TInquiryStage; inquiries: TInquiry[]; today: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage.toLowerCase()}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1.5, minHeight: 120, bgcolor: isOver ? 'action.hover' : 'background.default', minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {INQUIRY_STAGE_TEXT[stage]} ({inquiries.length})
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {inquiries.map((i) => (
          <InquiryCard key={i.id} inquiry={i} today={today} />
        ))}
      </Stack>
      {inquiries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      )}
    </Paper>
  );
}

function InquiryCard({ inquiry: i, today }: { inquiry: TInquiry; today: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `inquiry-${i.id}`, data: { stage: i.stage } });
  const followUp = followUpWords(i, today);
  const ask = inquiryAsk(i);
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      elevation={isDragging ? 6 : 1}
      data-inquiry={i.name}
      sx={{
        p: 1,
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 2 : 'auto',
        position: 'relative',
      }}
    >
      <IconButton size="small" aria-label={`Move ${i.name}`} {...attributes} {...listeners} sx={{ cursor: 'grab', touchAction: 'none', mt: -0.25 }}>
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/staff/inquiries/${i.id}`} sx={{ fontWeight: 600 }}>
          {i.name}
        </Link>
        {ask && (
          <Typography variant="body2" color="text.secondary">
            {ask}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {i.source_display}
          {i.owner ? ` · ${i.owner.name}` : ''}
        </Typography>
        {i.stage === 'LOST' && i.lost_reason && (
          <Typography variant="caption" component="p">
            {i.lost_reason}
          </Typography>
        )}
        {followUp && <ToneChip size="small" label={followUp.text} color={followUp.due ? 'warning' : 'default'} variant="outlined" sx={{ mt: 0.5 }} />}
      </Box>
    </Paper>
  );
}
