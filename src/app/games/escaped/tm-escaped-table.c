/* tm-escaped-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-card-widget.h"
#include "games/escaped/tm-escaped-play.h"
#include "tm-escaped-table.h"

/* The Escaped table, drawn from one player's observation only, read
 * through the game's own engine header: every seat's two rows of face-down
 * cards (the viewer's own face up to them, the ones they have looked at
 * before dimmed), what is public about each seat, the viewer's private
 * suspect checklist and the accusation.  The checklist belongs to the seat
 * at the screen: its ticks are the person's own, kept with the game as
 * that seat's notes (tm_play_state_set_notes(), which only that seat's
 * observation carries), and the app ticks the cards the seat has seen
 * when "Tick cards I see" is on.
 * Arrow keys move along a row of cards; Enter takes the card, or on one of
 * the person's own cards says which rule forbids taking it.  The table is
 * drawn anew after every move, the computers' too: the keyboard focus
 * stays on the card at the same place (or the nearest one that can take
 * it), never lost with the cards it was on. */

/* The narrowest a card is drawn; a row wraps rather than grow wider than
 * the window. */
#define CARD_WIDTH  52

struct _TmEscapedTable
{
  GtkWidget       parent_instance;

  TmCatalogue    *catalogue;
  TmDeck         *deck;
  TmPlayState    *observation;                  /* the one shown */
  gboolean        deciding;
  TmMove          moves[TM_MOVE_MAX_LEGAL];
  guint           n_moves;
  TmEscapedState  shown;                        /* the observation on screen */
  gboolean        have_shown;
  guint32         ticked;                       /* the viewer's own ticks */
  gboolean        updating;
  GPtrArray      *card_widgets;                 /* every card on the table */
  GtkCheckButton *checks[TM_ESCAPED_MAX_CARDS];
  GtkStringList  *suspects;
  guint           n_checks;

  GtkLabel       *turn_label;
  GtkLabel       *info_label;
  GtkFlowBox     *seats_box;
  GtkBox         *accuse_box;
  GtkDropDown    *suspect_dropdown;
  GtkButton      *accuse_button;
  GtkBox         *checklist_box;
  GtkLabel       *checklist_title;
  GtkCheckButton *auto_tick;
  GtkFlowBox     *checklist;
};

static void tm_escaped_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmEscapedTable, tm_escaped_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_escaped_table_iface_init))

static const TmEscapedState *
state_of (TmPlayState *observation)
{
  return tm_play_state_peek_data (observation);
}

/* The deck's card of one of play's cards (as the person may have renamed
 * it). */
static TmCard *
lookup_card (TmEscapedTable *self,
             guint           card)
{
  const TmEscapedCards *cards = tm_escaped_cards ();

  if (card >= cards->n_cards)
    return NULL;
  return tm_play_table_lookup_card (self->deck, cards->deck_ids[card]);
}

/* A card's name on the checklist; a second copy is told apart. */
static char *
card_name (TmEscapedTable *self,
           guint           card)
{
  const TmEscapedCards *cards = tm_escaped_cards ();
  TmCard *deck_card = lookup_card (self, card);
  const char *name = deck_card != NULL ? tm_card_get_name (deck_card) : "?";
  const char *copy = card < cards->n_cards ? strchr (cards->ids[card], '#') : NULL;

  if (copy != NULL)
    /* Translators: a card's name and which copy of it this is */
    return g_strdup_printf (_("%s (copy %s)"), name, copy + 1);
  return g_strdup (name);
}

static const TmMove *
find_take (TmEscapedTable *self,
           guint           seat,
           guint           row,
           guint           place)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_ESCAPED_MOVE_TAKE && self->moves[i].target == seat &&
        self->moves[i].slot == row && self->moves[i].card == place)
      return &self->moves[i];
  return NULL;
}

static gboolean
any_take (TmEscapedTable *self)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_ESCAPED_MOVE_TAKE)
      return TRUE;
  return FALSE;
}

static const TmMove *
find_accuse (TmEscapedTable *self,
             int             card)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_ESCAPED_MOVE_ACCUSE && (card < 0 || self->moves[i].card == card))
      return &self->moves[i];
  return NULL;
}

/* The names the viewer has ticked: their own ticks, and with "Tick cards I
 * see" the cards they have seen and the names cleared aloud. */
static guint32
ticked (TmEscapedTable       *self,
        const TmEscapedState *s)
{
  guint32 all = s->n_cards >= 32 ? G_MAXUINT32 : (1u << s->n_cards) - 1;
  guint32 mask = self->ticked;

  if (gtk_check_button_get_active (self->auto_tick))
    mask |= all & ~tm_escaped_play_candidates (s, s->observer);
  return mask;
}

/* A seat's checklist as its notes: the ids of the cards ticked by hand,
 * and whether the person left "Tick cards I see" on; NULL for neither. */
static TmPlayNotes *
ticks_to_notes (guint32  ticks,
                guint    n_cards,
                gboolean tick_seen)
{
  const TmEscapedCards *cards = tm_escaped_cards ();
  const char *ids[TM_ESCAPED_MAX_CARDS + 1];
  guint n = 0;

  for (guint c = 0; c < n_cards && c < cards->n_cards; c++)
    if (ticks & (1u << c))
      ids[n++] = cards->ids[c];
  ids[n] = NULL;
  if (n == 0 && tick_seen)
    return NULL;
  return tm_play_notes_new (ids, tick_seen);
}

/* Reads them back; ids it does not know (a deck edited since) are left
 * out. */
static guint32
notes_to_ticks (TmPlayNotes *notes,
                guint        n_cards,
                gboolean    *tick_seen)
{
  const TmEscapedCards *cards = tm_escaped_cards ();
  const char * const *ids;
  guint32 ticks = 0;

  *tick_seen = TRUE;
  if (notes == NULL)
    return 0;
  *tick_seen = tm_play_notes_get_tick_seen (notes);
  ids = tm_play_notes_get_ticked (notes);
  for (guint i = 0; ids[i] != NULL; i++)
    for (guint c = 0; c < n_cards && c < cards->n_cards; c++)
      if (g_str_equal (ids[i], cards->ids[c]))
        ticks |= 1u << c;
  return ticks;
}

/* Keeps the shown seat's checklist with the game. */
static void
save_notes (TmEscapedTable *self)
{
  g_autoptr(TmPlayNotes) notes = ticks_to_notes (self->ticked, self->shown.n_cards,
                                                 gtk_check_button_get_active (self->auto_tick));

  tm_play_table_emit_notes (TM_PLAY_TABLE (self), self->shown.observer, notes);
}

static void
card_activate_cb (TmCardWidget   *card,
                  TmEscapedTable *self)
{
  guint code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "move"));
  TmMove move;

  if (code != 0)
    {
      move = tm_move_from_code (code - 1);
      tm_play_table_emit_move (TM_PLAY_TABLE (self), &move);
      return;
    }
  /* A card that cannot be taken, such as one of the person's own: the
   * rules say why. */
  move = tm_move_from_code (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "place")));
  tm_play_table_refuse (TM_PLAY_TABLE (self), GTK_WIDGET (card), self->observation,
                        self->deciding, &move);
}

static void
accuse_clicked_cb (TmEscapedTable *self)
{
  guint selected = gtk_drop_down_get_selected (self->suspect_dropdown);
  const TmMove *move = selected == GTK_INVALID_LIST_POSITION ? NULL : find_accuse (self, selected);

  if (move != NULL)
    tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
  else
    gtk_widget_error_bell (GTK_WIDGET (self->accuse_button));
}

static void update_checklist (TmEscapedTable *self);
static gboolean focus_first (TmPlayTable *table);

static void
auto_tick_toggled_cb (TmEscapedTable *self)
{
  if (self->updating || !self->have_shown || self->shown.observer >= TM_ESCAPED_MAX_SEATS)
    return;
  update_checklist (self);
  save_notes (self);
}

static void
check_toggled_cb (GtkCheckButton *check,
                  TmEscapedTable *self)
{
  guint card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "card"));

  if (self->updating || !self->have_shown || self->shown.observer >= TM_ESCAPED_MAX_SEATS)
    return;
  if (gtk_check_button_get_active (check))
    self->ticked |= 1u << card;
  else
    self->ticked &= ~(1u << card);
  update_checklist (self);
  save_notes (self);
}

static gboolean
row_key_pressed_cb (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    gpointer               user_data)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  return tm_play_table_move_focus (g_object_get_data (G_OBJECT (row), "cards"), keyval);
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static GtkWidget *
new_row (TmEscapedTable       *self,
         const TmEscapedState *s,
         guint                 seat,
         guint                 row)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *box = g_object_new (GTK_TYPE_FLOW_BOX,
                                 "selection-mode", GTK_SELECTION_NONE,
                                 "min-children-per-line", 1,
                                 "max-children-per-line", 6,
                                 "column-spacing", 4,
                                 "row-spacing", 4,
                                 NULL);
  GPtrArray *cards = g_ptr_array_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  /* An empty row keeps its place. */
  gtk_widget_set_size_request (box, -1, CARD_WIDTH * 7 / 5);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < s->n_row[seat][row]; i++)
    {
      guint token = s->rows[seat][row][i];
      guint card = s->card_of[token];
      gboolean known = card != TM_ESCAPED_UNKNOWN;
      gboolean mine = seat == s->observer;
      const TmMove *take = find_take (self, seat, row, i);
      TmCardWidget *widget = TM_CARD_WIDGET (tm_card_widget_new ());
      TmMove place = { TM_ESCAPED_MOVE_TAKE, i, seat, row };
      g_autofree char *name = known ? card_name (self, card) : NULL;
      g_autofree char *label = NULL;

      gtk_widget_set_size_request (GTK_WIDGET (widget), CARD_WIDTH, -1);
      tm_card_widget_set_card (widget, known ? lookup_card (self, card) : NULL, mine && known);
      tm_card_widget_set_playable (widget, take != NULL);
      /* While the person chooses, a card they may not take is dimmed: its
       * state, not only its look, as in the other games. */
      tm_card_widget_set_dimmed (widget, self->n_moves > 0 && take == NULL);
      gtk_widget_set_focusable (GTK_WIDGET (widget), take != NULL || mine);
      if (known && !mine)
        gtk_widget_set_opacity (GTK_WIDGET (widget), 0.55);
      if (take != NULL)
        g_object_set_data (G_OBJECT (widget), "move",
                           GUINT_TO_POINTER (tm_move_to_code (take) + 1));
      /* Taking the card from where it lies, as the person would try it. */
      g_object_set_data (G_OBJECT (widget), "place", GUINT_TO_POINTER (tm_move_to_code (&place)));

      if (mine)
        /* Translators: a card in the person's own row; %u is its place, %s its name */
        label = g_strdup_printf (_("Your card %u, %s"), i + 1, name);
      else if (known)
        /* Translators: a face-down card the person has looked at before */
        label = g_strdup_printf (_("Card %u, face down; you have seen it: %s"), i + 1, name);
      else
        label = g_strdup_printf (_("Card %u, face down, not seen yet"), i + 1);
      if (take != NULL)
        {
          /* As every game's cards say it (TmCardWidget). */
          g_autofree char *plain = g_steal_pointer (&label);

          label = g_strdup_printf (_("%s, playable"), plain);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (widget), known ? name : NULL);
      g_signal_connect_object (widget, "activate", G_CALLBACK (card_activate_cb), self, 0);
      gtk_flow_box_append (GTK_FLOW_BOX (box), GTK_WIDGET (widget));
      gtk_widget_set_focusable (gtk_widget_get_parent (GTK_WIDGET (widget)), FALSE);
      g_ptr_array_add (cards, widget);
      g_ptr_array_add (self->card_widgets, widget);
    }

  g_object_set_data_full (G_OBJECT (box), "cards", cards, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (row_key_pressed_cb), NULL);
  gtk_widget_add_controller (box, keys);
  {
    /* Translators: a row of a player's cards: the row's number and the player */
    const char *whose = seat == s->observer ? _("your cards")
                                            : tm_play_table_get_seat_name (table, seat);
    g_autofree char *row_label = g_strdup_printf (_("Row %u of %s"), row + 1, whose);

    gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    row_label, -1);
  }
  return box;
}

/* The place in the table's cards of the one with the keyboard focus, or
 * G_MAXUINT. */
static guint
focused_card (TmEscapedTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  guint index;

  if (focus == NULL || !g_ptr_array_find (self->card_widgets, focus, &index))
    return G_MAXUINT;
  return index;
}

/* Gives the focus back to the card at @index once the cards are drawn
 * anew, or to the nearest one that can have it, after it first. */
static void
refocus_card (TmEscapedTable *self,
              guint           index)
{
  guint n = self->card_widgets->len;

  if (index == G_MAXUINT || n == 0)
    return;
  index = MIN (index, n - 1);
  for (guint i = index; i < n; i++)
    if (gtk_widget_get_focusable (self->card_widgets->pdata[i]))
      {
        gtk_widget_grab_focus (self->card_widgets->pdata[i]);
        return;
      }
  for (guint i = index; i-- > 0; )
    if (gtk_widget_get_focusable (self->card_widgets->pdata[i]))
      {
        gtk_widget_grab_focus (self->card_widgets->pdata[i]);
        return;
      }
  focus_first (TM_PLAY_TABLE (self));
}

static void
update_seats (TmEscapedTable       *self,
              const TmEscapedState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  int current = s->game_over ? -1 : s->current;
  guint focus = focused_card (self);

  clear_box (GTK_WIDGET (self->seats_box));
  g_ptr_array_set_size (self->card_widgets, 0);
  for (guint p = 0; p < s->n_players; p++)
    {
      guint n = s->n_row[p][0] + s->n_row[p][1];
      guint seen = __builtin_popcount (s->seen[p] & ~(1u << TM_ESCAPED_MIDDLE));
      GtkWidget *group = g_object_new (GTK_TYPE_BOX,
                                       "orientation", GTK_ORIENTATION_VERTICAL,
                                       "spacing", 4,
                                       "css-classes", (const char *[]) { "card", NULL },
                                       NULL);
      g_autofree char *text = NULL;
      g_autofree char *cards = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", n), n);
      const char *state = (s->out & (1u << p)) ? _(" · out")
                          : s->game_over && s->winner == p ? _(" · wins") : "";

      /* Translators: a player's name, their cards, how many of the cards
       * they have looked at, and “ · out” or “ · wins”; ▶ marks whose turn
       * it is */
      text = g_strdup_printf (_("%s%s · %s · seen %u%s"), (int) p == current ? "▶ " : "",
                              tm_play_table_get_seat_name (table, p), cards, seen, state);
      gtk_box_append (GTK_BOX (group),
                      g_object_new (GTK_TYPE_LABEL,
                                    "label", text,
                                    "xalign", 0.0,
                                    "wrap", TRUE,
                                    "css-classes", (const char *[]) { "heading", "numeric", NULL },
                                    NULL));
      for (guint r = 0; r < TM_ESCAPED_ROWS; r++)
        gtk_box_append (GTK_BOX (group), new_row (self, s, p, r));
      gtk_widget_set_margin_start (group, 4);
      gtk_widget_set_margin_end (group, 4);
      g_object_set (gtk_widget_get_first_child (group), "margin-top", 6, "margin-start", 8,
                    "margin-end", 8, NULL);
      for (GtkWidget *row = gtk_widget_get_next_sibling (gtk_widget_get_first_child (group));
           row != NULL; row = gtk_widget_get_next_sibling (row))
        g_object_set (row, "margin-start", 8, "margin-end", 8, "margin-bottom", 6, NULL);
      gtk_flow_box_append (self->seats_box, group);
      gtk_widget_set_focusable (gtk_widget_get_parent (group), FALSE);
    }
  refocus_card (self, focus);
}

static void
update_checklist (TmEscapedTable *self)
{
  const TmEscapedState *s = &self->shown;
  guint32 ticks = ticked (self, s);
  guint32 seen = ~tm_escaped_play_candidates (s, s->observer);
  gboolean auto_on = gtk_check_button_get_active (self->auto_tick);
  guint left = 0, first_left = GTK_INVALID_LIST_POSITION;

  self->updating = TRUE;
  if (self->n_checks != s->n_cards)
    {
      clear_box (GTK_WIDGET (self->checklist));
      while (g_list_model_get_n_items (G_LIST_MODEL (self->suspects)) > 0)
        gtk_string_list_remove (self->suspects, 0);
      for (guint c = 0; c < s->n_cards; c++)
        {
          g_autofree char *name = card_name (self, c);

          self->checks[c] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (name));
          g_object_set_data (G_OBJECT (self->checks[c]), "card", GUINT_TO_POINTER (c));
          g_signal_connect_object (self->checks[c], "toggled", G_CALLBACK (check_toggled_cb),
                                   self, 0);
          gtk_flow_box_append (self->checklist, GTK_WIDGET (self->checks[c]));
          gtk_widget_set_focusable (gtk_widget_get_parent (GTK_WIDGET (self->checks[c])), FALSE);
          gtk_string_list_append (self->suspects, name);
        }
      self->n_checks = s->n_cards;
    }

  for (guint c = 0; c < s->n_cards; c++)
    {
      gboolean on = (ticks & (1u << c)) != 0;

      gtk_check_button_set_active (self->checks[c], on);
      /* A card the app ticked for the seat is not unticked by hand. */
      gtk_widget_set_sensitive (GTK_WIDGET (self->checks[c]),
                                !(auto_on && (seen & (1u << c))));
      if (!on)
        {
          left++;
          if (first_left == GTK_INVALID_LIST_POSITION)
            first_left = c;
        }
    }
  {
    guint selected = gtk_drop_down_get_selected (self->suspect_dropdown);

    if (first_left != GTK_INVALID_LIST_POSITION &&
        (selected >= s->n_cards || (ticks & (1u << selected)) != 0))
      gtk_drop_down_set_selected (self->suspect_dropdown, first_left);
  }
  self->updating = FALSE;

  {
    g_autofree char *title = NULL;

    /* Translators: the heading of the person's checklist, with how many
     * names are not ticked yet */
    title = g_strdup_printf (g_dngettext (NULL, "Your Suspect Checklist · %u name left",
                                          "Your Suspect Checklist · %u names left", left),
                             left);
    gtk_label_set_label (self->checklist_title, title);
  }
}

static void
tm_escaped_table_update (TmPlayTable        *table,
                         TmPlayState        *observation,
                         const char * const *names,
                         gboolean            deciding)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (table);
  const TmEscapedState *s = state_of (observation);
  int current = s->game_over ? -1 : s->current;
  int observer = s->observer;
  g_autofree char *turn_text = NULL;
  g_autofree char *info = NULL;
  gboolean tick_seen;

  g_return_if_fail (observer >= 0 && observer < TM_ESCAPED_MAX_SEATS);

  tm_play_table_set_seat_names (table, names);
  g_set_object (&self->observation, observation);
  self->deciding = deciding;
  self->n_moves = tm_play_table_list_choices (observation, deciding, self->moves);
  /* The checklist is the seat's own notes, kept with the game, so it
   * comes back on resume and starts clean in a new game. */
  self->ticked = notes_to_ticks (tm_play_state_get_notes (observation, observer), s->n_cards,
                                 &tick_seen);
  self->shown = *s;
  self->have_shown = TRUE;
  self->updating = TRUE;
  gtk_check_button_set_active (self->auto_tick, tick_seen);
  self->updating = FALSE;

  update_seats (self, s);
  update_checklist (self);

  if (s->game_over && s->winner == TM_ESCAPED_NONE)
    turn_text = g_strdup (_("The game is over: nobody found the prisoner"));
  else if (s->game_over && tm_play_table_seat_is_you (table, s->winner))
    turn_text = g_strdup (_("The game is over: you win"));
  else if (s->game_over)
    turn_text = g_strdup_printf (_("The game is over: %s wins"),
                                 tm_play_table_get_seat_name (table, s->winner));
  else if (current == observer && tm_play_table_seat_is_you (table, observer))
    turn_text = g_strdup (_("Your turn"));
  else if (current == observer)
    turn_text = g_strdup_printf (_("Your turn, %s"), tm_play_table_get_seat_name (table, observer));
  else
    turn_text = g_strdup_printf (_("%s to play"), tm_play_table_get_seat_name (table, current));
  gtk_label_set_label (self->turn_label, turn_text);

  if (s->card_of[TM_ESCAPED_MIDDLE] != TM_ESCAPED_UNKNOWN)
    {
      g_autofree char *escapee = card_name (self, s->card_of[TM_ESCAPED_MIDDLE]);

      info = g_strdup_printf (_("The escaped prisoner is %s."), escapee);
    }
  else if (s->out & (1u << observer))
    info = g_strdup (_("You accused wrongly and are out; your cards stay for the others to take."));
  else if (any_take (self))
    info = g_strdup (_("Take a face-down card from another player's rows, or accuse."));
  else if (deciding)
    info = g_strdup (_("You may take no more cards: accuse."));
  else
    info = g_strdup (_("Cards you have looked at in others' rows are dimmed."));

  /* After every take, even when the card has since been taken from them. */
  if (!s->game_over && !(s->out & (1u << observer)) && s->took[observer] != TM_ESCAPED_NONE &&
      s->card_of[s->took[observer]] != TM_ESCAPED_UNKNOWN)
    {
      g_autofree char *name = card_name (self, s->card_of[s->took[observer]]);
      /* Translators: %s is the card the person took last */
      g_autofree char *last = g_strdup_printf (_("You last took %s."), name);
      char *both = g_strconcat (last, " ", info, NULL);

      g_free (info);
      info = both;
    }
  gtk_label_set_label (self->info_label, info);

  gtk_widget_set_sensitive (GTK_WIDGET (self->accuse_box), find_accuse (self, -1) != NULL);
}

static char *
tm_escaped_table_describe_move (TmPlayTable        *table,
                                TmPlayState        *before,
                                TmPlayState        *after,
                                const char * const *names,
                                int                 player,
                                const TmMove       *move)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (table);
  const TmEscapedState *s = state_of (after);
  const char *who;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);

  /* The log is read by everyone who has the device in turn, so it names
   * no card that is not public: the taker sees theirs on the table. */
  if (move->kind == TM_ESCAPED_MOVE_TAKE)
    /* Translators: a player's name, the row's number and whose row it is */
    return g_strdup_printf (_("%s took a card from row %u of %s"), who, move->slot + 1,
                            tm_play_table_get_seat_name (table, move->target));

  if (move->kind == TM_ESCAPED_MOVE_ACCUSE)
    {
      gboolean named = s->accused[player] < s->n_cards &&
                       (s->aloud || (s->game_over && s->winner == player));
      g_autofree char *name = named ? card_name (self, s->accused[player]) : NULL;
      g_autofree char *what = NULL;

      if (s->game_over && s->winner == player && tm_play_table_seat_is_you (table, player))
        return g_strdup_printf (_("You named %s, the escaped prisoner, and win"), name);
      if (s->game_over && s->winner == player)
        return g_strdup_printf (_("%s named %s, the escaped prisoner, and wins"), who, name);
      if (named)
        what = g_strdup_printf (_("%s accused %s and was wrong: out of the game"), who, name);
      else
        what = g_strdup_printf (_("%s accused wrongly and is out of the game"), who);
      if (s->game_over && s->winner != TM_ESCAPED_NONE)
        {
          g_autofree char *end = tm_play_table_seat_is_you (table, s->winner)
                                 ? g_strdup (_("You win as the last player left"))
                                 : g_strdup_printf (_("%s wins as the last player left"),
                                                    tm_play_table_get_seat_name (table,
                                                                                 s->winner));

          return g_strconcat (what, ". ", end, NULL);
        }
      if (s->game_over)
        return g_strconcat (what, ". ", _("Nobody found the prisoner"), NULL);
      return g_steal_pointer (&what);
    }

  return g_strdup_printf (_("%s moved"), who);
}

static char *
tm_escaped_table_describe_hint (TmPlayTable        *table,
                                TmPlayState        *observation,
                                const char * const *names,
                                const TmMove       *move)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (table);

  tm_play_table_set_seat_names (table, names);
  if (move->kind == TM_ESCAPED_MOVE_ACCUSE)
    {
      g_autofree char *name = card_name (self, move->card);

      return g_strdup_printf (_("Hint: accuse %s"), name);
    }
  /* Translators: the row's number and whose row it is */
  return g_strdup_printf (_("Hint: take card %u of row %u of %s"), move->card + 1,
                          move->slot + 1, tm_play_table_get_seat_name (table, move->target));
}

static void
tm_escaped_table_show_hint (TmPlayTable  *table,
                            const TmMove *move)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (table);
  guint32 code = tm_move_to_code (move) + 1;

  for (guint i = 0; i < self->card_widgets->len; i++)
    {
      GObject *card = self->card_widgets->pdata[i];
      gboolean hinted = GPOINTER_TO_UINT (g_object_get_data (card, "move")) == code;

      tm_card_widget_set_hinted (TM_CARD_WIDGET (card), hinted);
      if (hinted)
        gtk_widget_grab_focus (GTK_WIDGET (card));
    }
  if (move->kind == TM_ESCAPED_MOVE_ACCUSE)
    {
      gtk_drop_down_set_selected (self->suspect_dropdown, move->card);
      gtk_widget_grab_focus (GTK_WIDGET (self->accuse_button));
    }
}

static gboolean
focus_first (TmPlayTable *table)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (table);

  for (guint i = 0; i < self->card_widgets->len; i++)
    if (tm_card_widget_get_playable (self->card_widgets->pdata[i]))
      return gtk_widget_grab_focus (self->card_widgets->pdata[i]);
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->accuse_box)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->suspect_dropdown));
  return FALSE;
}

static void
tm_escaped_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_escaped_table_update;
  iface->describe_move = tm_escaped_table_describe_move;
  iface->show_hint = tm_escaped_table_show_hint;
  iface->focus_first = focus_first;
  iface->describe_hint = tm_escaped_table_describe_hint;
}

static void
tm_escaped_table_dispose (GObject *object)
{
  TmEscapedTable *self = TM_ESCAPED_TABLE (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  self->deck = NULL;
  g_clear_pointer (&self->card_widgets, g_ptr_array_unref);

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_ESCAPED_TABLE);
  g_clear_object (&self->suspects);

  G_OBJECT_CLASS (tm_escaped_table_parent_class)->dispose (object);
}

static void
tm_escaped_table_class_init (TmEscapedTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_escaped_table_dispose;

  tm_play_table_class_set_template (widget_class, "/games/escaped/tm-escaped-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, info_label);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, accuse_box);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, suspect_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, accuse_button);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, checklist_box);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, checklist_title);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, auto_tick);
  gtk_widget_class_bind_template_child (widget_class, TmEscapedTable, checklist);
  gtk_widget_class_bind_template_callback (widget_class, accuse_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, auto_tick_toggled_cb);
}

static void
tm_escaped_table_init (TmEscapedTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->card_widgets = g_ptr_array_new ();
  self->suspects = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (self->suspect_dropdown, G_LIST_MODEL (self->suspects));
  gtk_drop_down_set_expression (self->suspect_dropdown,
                                gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL,
                                                             "string"));
}

/**
 * tm_escaped_table_new:
 * @catalogue: the catalogue, for the Traitors' names (as renamed)
 *
 * Creates an Escaped table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_escaped_table_new (TmCatalogue *catalogue)
{
  TmEscapedTable *self = g_object_new (TM_TYPE_ESCAPED_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->deck = tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL);
  return GTK_WIDGET (self);
}
