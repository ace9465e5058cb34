// The opportunity board (issue 17): one column per pipeline stage, its cards in order and its sums. Cards are
// dragged between and within columns (@dnd-kit/core: pointer, touch after a short press, keyboard), and each has
// a menu with 'Déplacer vers …' for the keyboard and the phone, where dragging across scrolled columns is awkward.
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../kit/list-formats.ts';
import { type BoardColumn, dropTarget, type Opportunity } from './opportunities-data.ts';

export interface BoardActions {
  onMove: (opportunity: Opportunity, stageId: string, position: number) => void;
  onEdit: (opportunity: Opportunity) => void;
  onWin: (opportunity: Opportunity) => void;
  onLose: (opportunity: Opportunity) => void;
}

const parisDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
/** A calendar date 'YYYY-MM-DD' as '15/12/2026' (no time zone: it is a day, not an instant). */
const formatDay = (day: string) => parisDay.format(new Date(`${day}T00:00:00Z`));

export function OpportunitiesBoard(props: { board: BoardColumn[] } & BoardActions) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const id = String(event.active.id);
    const target = dropTarget(props.board, id, event.over ? String(event.over.id) : null);
    const card = props.board.flatMap((c) => c.opportunities).find((o) => o.id === id);
    if (target && card) props.onMove(card, target.stageId, target.position);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Box
        data-testid="opportunity-board"
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          pb: 2,
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          alignItems: 'flex-start',
        }}
      >
        {props.board.map((column) => (
          <BoardColumnView key={column.id} column={column} board={props.board} actions={props} />
        ))}
      </Box>
    </DndContext>
  );
}

function BoardColumnView(props: { column: BoardColumn; board: BoardColumn[]; actions: BoardActions }) {
  const { t } = useTranslation();
  const { column } = props;
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${column.id}` });
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={column.name}
      data-testid="board-column"
      data-stage={column.id}
      sx={{
        // phones: one column and a peek of the next; wide screens share the width, scrolling past 5 stages
        flex: { xs: '0 0 85%', sm: '0 0 280px', lg: '1 0 240px' },
        scrollSnapAlign: 'start',
        bgcolor: isOver ? 'action.selected' : 'grey.100',
        borderRadius: 2,
        p: 1.5,
        minHeight: 200,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {column.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="column-count">
          {t('pipeline.board.count', { count: column.count })}
        </Typography>
        <Typography variant="body2" data-testid="column-amount">
          {t('pipeline.board.amount', { amount: formatPrice(column.amount) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="column-weighted">
          {t('pipeline.board.weighted', { amount: formatPrice(column.weightedAmount) })}
        </Typography>
      </Box>
      {column.opportunities.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('pipeline.board.empty')}
        </Typography>
      ) : null}
      {column.opportunities.map((opportunity) => (
        <OpportunityCard
          key={opportunity.id}
          opportunity={opportunity}
          board={props.board}
          actions={props.actions}
        />
      ))}
    </Box>
  );
}

function OpportunityCard(props: { opportunity: Opportunity; board: BoardColumn[]; actions: BoardActions }) {
  const { t } = useTranslation();
  const { opportunity, actions } = props;
  const drag = useDraggable({ id: opportunity.id });
  const drop = useDroppable({ id: opportunity.id });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const close = () => setMenu(null);
  const offset = drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined;
  return (
    <Card
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      variant="outlined"
      data-testid="opportunity-card"
      data-name={opportunity.name}
      sx={{
        transform: offset,
        zIndex: drag.isDragging ? 10 : 'auto',
        boxShadow: drag.isDragging ? 6 : 'none',
        borderColor: drop.isOver && !drag.isDragging ? 'primary.main' : undefined,
        cursor: 'grab',
        touchAction: 'manipulation',
      }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', gap: 1 }}>
        <Box
          {...drag.listeners}
          {...drag.attributes}
          aria-label={opportunity.name}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {opportunity.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {opportunity.client.name}
          </Typography>
          <Typography variant="body2">
            {formatPrice(opportunity.amount)} ·{' '}
            {t('pipeline.board.probability', { value: opportunity.probability })}
          </Typography>
          {opportunity.expectedDate ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('pipeline.board.expected', { date: formatDay(opportunity.expectedDate) })}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p">
            {opportunity.owner?.name ?? t('pipeline.board.noOwner')}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('pipeline.board.actions', { name: opportunity.name })}
          data-testid="opportunity-menu"
          onClick={(event) => setMenu(event.currentTarget)}
          sx={{ alignSelf: 'flex-start' }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={!!menu} onClose={close}>
          <MenuItem
            onClick={() => {
              close();
              actions.onEdit(opportunity);
            }}
          >
            {t('pipeline.board.edit')}
          </MenuItem>
          {props.board
            .filter((column) => column.id !== opportunity.stage.id)
            .map((column) => (
              <MenuItem
                key={column.id}
                data-testid="move-to"
                onClick={() => {
                  close();
                  actions.onMove(opportunity, column.id, 0);
                }}
              >
                {t('pipeline.board.moveTo', { stage: column.name })}
              </MenuItem>
            ))}
          <MenuItem
            data-testid="opportunity-win"
            onClick={() => {
              close();
              actions.onWin(opportunity);
            }}
          >
            {t('pipeline.board.win')}
          </MenuItem>
          <MenuItem
            data-testid="opportunity-lose"
            onClick={() => {
              close();
              actions.onLose(opportunity);
            }}
          >
            {t('pipeline.board.lose')}
          </MenuItem>
        </Menu>
      </CardContent>
    </Card>
  );
}
