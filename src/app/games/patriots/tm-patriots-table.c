/* tm-patriots-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-widget.h"
#include "games/patriots/tm-patriots-play.h"
#include "tm-patriots-table.h"

/* The Meet the Patriots table, drawn from one player's observation only,
 * read through the game's own engine header: the 3 × 4 layout, face down
 * except for the card turned this turn and, until the next card is
 * turned, the cards of the last turn.  A card seen before is still shown
 * face down: remembering it is the game.  The pairs each player has
 * claimed are listed.  Arrow keys move about the grid; Enter turns a card
 * over.  Play's cards are those of its card tables (tm_patriots_cards()),
 * read from the deck; the table shows each as the deck's card of that id. */

#define ROWS     TM_PATRIOTS_ROWS
#define COLUMNS  TM_PATRIOTS_COLUMNS
#define SLOTS    TM_PATRIOTS_N_SLOTS

struct _TmPatriotsTable
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmDeck       *deck;
  TmCardWidget *cards[SLOTS];
  int           shown_cards[SLOTS];
  TmMove        moves[TM_MOVE_MAX_LEGAL];
  guint         n_moves;
  TmPlayState  *observation;
  gboolean      deciding;

  GtkLabel     *turn_label;
  GtkLabel     *info_label;
  GtkBox       *players_box;
  GtkGrid      *grid;
  GtkButton    *stop_button;
  GtkButton    *take_button;
};

static void tm_patriots_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmPatriotsTable, tm_patriots_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_patriots_table_iface_init))

static const TmPatriotsState *
state_of (TmPlayState *observation)
{
  return tm_play_state_peek_data (observation);
}

/* The deck's card of one of play's cards (as the person may have
 * renamed it). */
static TmCard *
lookup_card (TmPatriotsTable *self,
             guint            card)
{
  const TmPatriotsCards *cards = tm_patriots_cards ();

  if (card >= cards->n_cards)
    return NULL;
  return tm_play_table_lookup_card (self->deck, cards->ids[card]);
}

static const TmMove *
find_move (TmPatriotsTable *self,
           guint            kind,
           int              place)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == kind && (place < 0 || self->moves[i].card == place))
      return &self->moves[i];
  return NULL;
}

static void
card_activate_cb (TmCardWidget    *card,
                  TmPatriotsTable *self)
{
  for (guint i = 0; i < SLOTS; i++)
    if (self->cards[i] == card)
      {
        const TmMove *move = find_move (self, TM_PATRIOTS_MOVE_TURN, i);

        TmMove attempt = { TM_PATRIOTS_MOVE_TURN, i, TM_MOVE_NO_TARGET, 0 };

        if (move != NULL)
          tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
        else
          tm_play_table_refuse (TM_PLAY_TABLE (self), GTK_WIDGET (card), self->observation,
                                self->deciding, &attempt);
        return;
      }
}

static void
stop_clicked_cb (TmPatriotsTable *self)
{
  const TmMove *move = find_move (self, TM_PATRIOTS_MOVE_STOP, -1);

  if (move != NULL)
    tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
}

static void
take_clicked_cb (TmPatriotsTable *self)
{
  const TmMove *move = find_move (self, TM_PATRIOTS_MOVE_TAKE, -1);

  if (move != NULL)
    tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
}

static gboolean
grid_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmPatriotsTable       *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  int index = -1, row, column;

  for (int i = 0; i < SLOTS; i++)
    if (GTK_WIDGET (self->cards[i]) == focus)
      index = i;
  if (index < 0)
    return FALSE;

  row = index / COLUMNS;
  column = index % COLUMNS;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   column = (column + COLUMNS - 1) % COLUMNS; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: column = (column + 1) % COLUMNS; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       row = (row + ROWS - 1) % ROWS; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   row = (row + 1) % ROWS; break;
    default:
      return FALSE;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->cards[row * COLUMNS + column]));
  return TRUE;
}

/* The card shown at a place: the card turned first this turn, or until
 * the next is turned, the cards of the last turn; else none (-1). */
static int
shown_card (const TmPatriotsState *s,
            guint                  place)
{
  guint8 card = s->board[place];

  if (card == TM_PATRIOTS_GAP || card == TM_PATRIOTS_UNKNOWN)
    return -1;
  if (s->first == place)
    return card;
  if (s->first != TM_PATRIOTS_NONE)
    return -1;
  for (guint k = 0; k < G_N_ELEMENTS (s->shown); k++)
    if (s->shown[k] == place && s->shown_cards[k] == card)
      return card;
  return -1;
}

static void
update_players (TmPatriotsTable       *self,
                const TmPatriotsState *s,
                int                    current)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);

  for (guint p = 0; p < s->n_players; p++)
    {
      int n = s->pairs[p];
      g_autofree char *text = NULL;
      GtkWidget *box;

      if ((int) p == current)
        /* Translators: a player's name and their pairs; ▶ marks whose turn it is */
        text = g_strdup_printf (g_dngettext (NULL, "▶ %s: %d pair", "▶ %s: %d pairs", n),
                                tm_play_table_get_seat_name (table, p), n);
      else
        text = g_strdup_printf (g_dngettext (NULL, "%s: %d pair", "%s: %d pairs", n),
                                tm_play_table_get_seat_name (table, p), n);
      box = g_object_new (GTK_TYPE_BOX,
                          "css-classes", (const char *[]) { "card", NULL },
                          "hexpand", TRUE,
                          NULL);
      gtk_box_append (GTK_BOX (box),
                      g_object_new (GTK_TYPE_LABEL,
                                    "label", text,
                                    "css-classes", (const char *[]) { "heading", "numeric", NULL },
                                    "hexpand", TRUE,
                                    "margin-top", 8, "margin-bottom", 8,
                                    "margin-start", 8, "margin-end", 8,
                                    "ellipsize", PANGO_ELLIPSIZE_END,
                                    NULL));
      gtk_box_append (self->players_box, box);
    }
}

static void
tm_patriots_table_update (TmPlayTable        *table,
                          TmPlayState        *observation,
                          const char * const *names,
                          gboolean            deciding)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);
  const TmPatriotsState *s = state_of (observation);
  int current = s->game_over ? -1 : s->current;
  int observer = s->observer;
  g_autofree char *turn_text = NULL;
  g_autofree char *info = NULL;

  tm_play_table_set_seat_names (table, names);
  g_set_object (&self->observation, observation);
  self->deciding = deciding;
  self->n_moves = tm_play_table_list_choices (observation, deciding, self->moves);

  for (guint i = 0; i < SLOTS; i++)
    {
      gboolean gap = s->board[i] == TM_PATRIOTS_GAP;
      int shown = shown_card (s, i);
      TmCard *card = shown >= 0 ? lookup_card (self, shown) : NULL;

      tm_card_widget_set_card (self->cards[i], card, shown >= 0);
      if (shown >= 0 && self->shown_cards[i] != shown)
        tm_card_widget_animate_in (self->cards[i]);
      self->shown_cards[i] = shown;

      tm_card_widget_set_playable (self->cards[i], find_move (self, TM_PATRIOTS_MOVE_TURN, i) != NULL);
      tm_card_widget_set_dimmed (self->cards[i], self->n_moves > 0 &&
                                 find_move (self, TM_PATRIOTS_MOVE_TURN, i) == NULL);
      tm_card_widget_set_hinted (self->cards[i], FALSE);
      gtk_widget_set_opacity (GTK_WIDGET (self->cards[i]), gap ? 0.0 : 1.0);
      gtk_widget_set_can_target (GTK_WIDGET (self->cards[i]), !gap);
      gtk_widget_set_focusable (GTK_WIDGET (self->cards[i]), !gap);
    }

  if (s->game_over)
    turn_text = g_strdup (_("The game is over"));
  else if (current == observer && tm_play_table_seat_is_you (table, observer))
    turn_text = g_strdup_printf (_("Turn %d · Your turn"), s->turn);
  else if (current == observer)
    turn_text = g_strdup_printf (_("Turn %d · Your turn, %s"), s->turn,
                                 tm_play_table_get_seat_name (table, observer));
  else
    turn_text = g_strdup_printf (_("Turn %d · %s to play"), s->turn,
                                 tm_play_table_get_seat_name (table, current));
  gtk_label_set_label (self->turn_label, turn_text);

  if (find_move (self, TM_PATRIOTS_MOVE_STOP, -1) != NULL)
    info = g_strdup (_("You have seen this number before: turn a second card, "
                       "or put this one back"));
  else if (find_move (self, TM_PATRIOTS_MOVE_TAKE, -1) != NULL)
    info = g_strdup (_("Two cards are left: take them"));
  else
    info = g_strdup_printf (g_dngettext (NULL, "%d card left to draw", "%d cards left to draw",
                                         s->n_draw),
                            s->n_draw);
  gtk_label_set_label (self->info_label, info);

  update_players (self, s, current);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button),
                          find_move (self, TM_PATRIOTS_MOVE_STOP, -1) != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->take_button),
                          find_move (self, TM_PATRIOTS_MOVE_TAKE, -1) != NULL);
}

static char *
tm_patriots_table_describe_move (TmPlayTable        *table,
                                 TmPlayState        *before,
                                 TmPlayState        *after,
                                 const char * const *names,
                                 int                 player,
                                 const TmMove       *move)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);
  const TmPatriotsState *s = state_of (after);
  const char *who;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);
  if (move->kind == TM_PATRIOTS_MOVE_STOP)
    /* Translators: %s is a player's name (or “You”) */
    return g_strdup_printf (_("%s put the card back"), who);
  if (move->kind == TM_PATRIOTS_MOVE_TAKE)
    return g_strdup_printf (_("%s took the last two cards"), who);

  if (move->kind == TM_PATRIOTS_MOVE_TURN && move->card < SLOTS)
    {
      int turned = -1;
      TmCard *card;

      /* The card turned is the turn's first, or one of the turn just
       * over (the second of a pair is claimed and leaves the board). */
      if (s->first == move->card && s->board[move->card] < TM_PATRIOTS_GAP)
        turned = s->board[move->card];
      for (guint k = 0; turned < 0 && k < G_N_ELEMENTS (s->shown); k++)
        if (s->shown[k] == move->card)
          turned = s->shown_cards[k];

      card = turned >= 0 ? lookup_card (self, turned) : NULL;
      if (card == NULL)
        return g_strdup_printf (_("%s turned over a card"), who);
      if (player >= 0 && s->owner[turned] == player)
        /* Translators: a player's name, a card's number and its name */
        return g_strdup_printf (_("%s turned over %u, %s, and made a pair"), who,
                                tm_card_get_number (card), tm_card_get_name (card));
      /* Translators: a player's name, a card's number and its name */
      return g_strdup_printf (_("%s turned over %u, %s"), who,
                              tm_card_get_number (card), tm_card_get_name (card));
    }

  return g_strdup_printf (_("%s moved"), who);
}

static char *
tm_patriots_table_describe_hint (TmPlayTable        *table,
                                 TmPlayState        *observation,
                                 const char * const *names,
                                 const TmMove       *move)
{
  if (move->kind == TM_PATRIOTS_MOVE_STOP)
    return g_strdup (_("Hint: put the card back"));
  if (move->kind == TM_PATRIOTS_MOVE_TAKE)
    return g_strdup (_("Hint: take the last two cards"));
  /* Translators: where the card to turn over lies in the 3 × 4 layout */
  return g_strdup_printf (_("Hint: turn over the card in row %u, place %u"),
                          move->card / COLUMNS + 1, move->card % COLUMNS + 1);
}

static void
tm_patriots_table_show_hint (TmPlayTable  *table,
                             const TmMove *move)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);

  for (guint i = 0; i < SLOTS; i++)
    {
      gboolean hinted = move->kind == TM_PATRIOTS_MOVE_TURN && move->card == i;

      tm_card_widget_set_hinted (self->cards[i], hinted);
      if (hinted)
        gtk_widget_grab_focus (GTK_WIDGET (self->cards[i]));
    }
  if (move->kind == TM_PATRIOTS_MOVE_STOP)
    gtk_widget_grab_focus (GTK_WIDGET (self->stop_button));
  else if (move->kind == TM_PATRIOTS_MOVE_TAKE)
    gtk_widget_grab_focus (GTK_WIDGET (self->take_button));
}

static gboolean
tm_patriots_table_focus_first (TmPatriotsTable *self)
{
  for (guint i = 0; i < SLOTS; i++)
    if (tm_card_widget_get_playable (self->cards[i]))
      return gtk_widget_grab_focus (GTK_WIDGET (self->cards[i]));
  if (gtk_widget_get_visible (GTK_WIDGET (self->take_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->take_button));
  return FALSE;
}

static gboolean
focus_first (TmPlayTable *table)
{
  return tm_patriots_table_focus_first (TM_PATRIOTS_TABLE (table));
}

static void
tm_patriots_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_patriots_table_update;
  iface->describe_move = tm_patriots_table_describe_move;
  iface->show_hint = tm_patriots_table_show_hint;
  iface->focus_first = focus_first;
  iface->describe_hint = tm_patriots_table_describe_hint;
}

static void
tm_patriots_table_dispose (GObject *object)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  self->deck = NULL;
  for (guint i = 0; i < SLOTS; i++)
    self->cards[i] = NULL;

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_PATRIOTS_TABLE);

  G_OBJECT_CLASS (tm_patriots_table_parent_class)->dispose (object);
}

static void
tm_patriots_table_class_init (TmPatriotsTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_patriots_table_dispose;

  tm_play_table_class_set_template (widget_class, "/games/patriots/tm-patriots-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, info_label);
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, players_box);
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, grid);
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, stop_button);
  gtk_widget_class_bind_template_child (widget_class, TmPatriotsTable, take_button);
  gtk_widget_class_bind_template_callback (widget_class, grid_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, take_clicked_cb);
}

static void
tm_patriots_table_init (TmPatriotsTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < SLOTS; i++)
    {
      self->shown_cards[i] = -1;
      g_autofree char *place = g_strdup_printf (_("Row %u, place %u"), i / COLUMNS + 1,
                                                i % COLUMNS + 1);

      self->cards[i] = TM_CARD_WIDGET (tm_card_widget_new ());
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards[i]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, place, -1);
      g_signal_connect_object (self->cards[i], "activate", G_CALLBACK (card_activate_cb), self, 0);
      gtk_grid_attach (self->grid, GTK_WIDGET (self->cards[i]), i % COLUMNS, i / COLUMNS, 1, 1);
    }
}

/**
 * tm_patriots_table_new:
 * @catalogue: the catalogue, for the Patriots' names (as renamed)
 *
 * Creates a Meet the Patriots table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_patriots_table_new (TmCatalogue *catalogue)
{
  TmPatriotsTable *self = g_object_new (TM_TYPE_PATRIOTS_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->deck = tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL);
  return GTK_WIDGET (self);
}
