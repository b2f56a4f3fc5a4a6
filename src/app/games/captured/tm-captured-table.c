/* tm-captured-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "games/captured/tm-captured-play.h"
#include "tm-captured-board-view.h"
#include "tm-captured-table.h"

/* The Captured table, drawn from one player's observation only, read
 * through the game's own engine header: the ring (TmCapturedBoardView)
 * with every identity card on it, the decks in its middle, and each
 * player's identity, stash and missed turns.  The only choices are a
 * button to turn the Patriot card, and a row of buttons for the
 * identities left or for the cards in the newcomer's stash.  Cards are
 * named as the person's decks name them. */

struct _TmCapturedTable
{
  GtkWidget            parent_instance;

  TmCatalogue         *catalogue;
  TmDeck              *basic;
  TmDeck              *special;
  TmMove               moves[TM_MOVE_MAX_LEGAL];
  guint                n_moves;
  GPtrArray           *choice_buttons;

  GtkLabel            *turn_label;
  GtkListBox          *players_list;
  TmCapturedBoardView *board;
  GtkLabel            *info_label;
  GtkButton           *turn_button;
  GtkFlowBox          *choices;
};

static void tm_captured_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmCapturedTable, tm_captured_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_captured_table_iface_init))

static const TmCapturedState *
state_of (TmPlayState *observation)
{
  return tm_play_state_peek_data (observation);
}

/* A Board deck card's name as the person's decks give it. */
static const char *
card_name (TmCapturedTable *self,
           guint            c)
{
  const TmCapturedCards *cards = tm_captured_cards ();
  TmCard *card;

  if (c >= cards->n_cards)
    return _("a card");
  card = tm_play_table_lookup_card (self->basic, cards->card_ids[c]);
  if (card == NULL)
    card = tm_play_table_lookup_card (self->special, cards->card_ids[c]);
  return card != NULL ? tm_card_get_name (card) : cards->card_ids[c];
}

static const char *
patriot_name (TmCapturedTable *self,
              guint            k)
{
  const TmCapturedCards *cards = tm_captured_cards ();
  TmCard *card;

  if (k >= cards->n_patriots)
    return "?";
  card = tm_play_table_lookup_card (self->basic, cards->patriot_ids[k]);
  return card != NULL ? tm_card_get_name (card) : cards->patriot_ids[k];
}

/* A card's face on the ring: what it is worth or does, in a few
 * characters, and its colour. */
static char *
card_face (guint                c,
           TmCapturedSpaceKind *kind)
{
  const TmCapturedCards *cards = tm_captured_cards ();

  if (cards->traitor[c])
    {
      *kind = TM_CAPTURED_SPACE_TRAITOR;
      /* Translators: the face of a Traitor on Captured's ring, as short as can be */
      return g_strdup (C_("captured face", "Traitor"));
    }
  if (cards->trump[c])
    {
      *kind = TM_CAPTURED_SPACE_GAIN;
      return g_strdup (C_("captured face", "Trump"));
    }
  if (cards->points[c] != 0)
    {
      *kind = cards->points[c] > 0 ? TM_CAPTURED_SPACE_GAIN : TM_CAPTURED_SPACE_LOSS;
      return cards->points[c] > 0 ? g_strdup_printf ("+%d", cards->points[c])
                                  : g_strdup_printf ("−%d", -cards->points[c]);
    }
  *kind = TM_CAPTURED_SPACE_TURNS;
  if (cards->lose_turn[c])
    /* Translators: the face of a card that costs a turn, as short as can be */
    return g_strdup (C_("captured face", "Miss"));
  if (cards->skip_next[c])
    return g_strdup (C_("captured face", "Block"));
  if (cards->extra_turn[c])
    return g_strdup (C_("captured face", "Again"));
  if (cards->draw[c] > 0)
    return g_strdup (C_("captured face", "Draw"));
  *kind = TM_CAPTURED_SPACE_CARD;
  return g_strdup ("·");
}

/* The mark of a seat's identity card on the ring: the first letter of
 * its name, with the seat's number when another name starts the same. */
static char *
marker_of (TmCapturedTable *self,
           guint            seat,
           guint            n_players)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  const char *name = tm_play_table_get_seat_name (table, seat);
  gunichar mine = g_unichar_toupper (g_utf8_get_char_validated (name, -1));
  char buf[8] = { 0 };

  if (mine == (gunichar) -1 || mine == (gunichar) -2 || mine == 0)
    return g_strdup_printf ("%u", seat + 1);
  g_unichar_to_utf8 (mine, buf);
  for (guint p = 0; p < n_players; p++)
    if (p != seat &&
        g_unichar_toupper (g_utf8_get_char_validated (tm_play_table_get_seat_name (table, p),
                                                      -1)) == mine)
      return g_strdup_printf ("%s%u", buf, seat + 1);
  return g_strdup (buf);
}

static void
update_board (TmCapturedTable       *self,
              const TmCapturedState *s)
{
  const TmCapturedCards *cards = tm_captured_cards ();
  guint8 top = s->n_patriot_deck > 0 ? s->patriot_deck[s->n_patriot_deck - 1]
                                     : TM_CAPTURED_UNKNOWN;
  g_autofree char *centre = NULL;

  tm_captured_board_view_set_n_spaces (self->board, s->board.n_spaces);
  for (guint i = 0; i < s->board.n_spaces; i++)
    {
      g_autoptr(GString) marks = g_string_new (NULL);
      g_autoptr(GString) who = g_string_new (NULL);
      TmCapturedSpaceKind kind = TM_CAPTURED_SPACE_CLEARED;
      g_autofree char *face = NULL;

      if (s->ring[i] != TM_CAPTURED_NONE)
        face = card_face (s->ring[i], &kind);
      tm_captured_board_view_set_space (self->board, i, kind, face,
                                        s->ring[i] != TM_CAPTURED_NONE
                                        ? card_name (self, s->ring[i]) : NULL);
      for (guint p = 0; p < s->board.n_players; p++)
        if (s->board.marker[p] == i)
          {
            g_autofree char *mark = marker_of (self, p, s->board.n_players);

            g_string_append (marks, mark);
            if (who->len > 0)
              g_string_append (who, ", ");
            g_string_append (who, tm_play_table_get_seat_name (TM_PLAY_TABLE (self), p));
          }
      tm_captured_board_view_set_markers (self->board, i, marks->str,
                                          who->len > 0 ? who->str : NULL);
    }
  tm_captured_board_view_set_landed (self->board,
                                     s->landed == TM_CAPTURED_NONE ? -1 : s->landed);

  if (top < cards->n_patriots)
    /* Translators: the middle of Captured's ring: the Patriot deck's top
     * number and the cards left in the Board deck */
    centre = g_strdup_printf (g_dngettext (NULL, "Patriot deck: %u\nBoard deck: %u card",
                                           "Patriot deck: %u\nBoard deck: %u cards",
                                           s->board.n_deck),
                              cards->patriot_number[top], s->board.n_deck);
  tm_captured_board_view_set_centre (self->board, centre);
}

static void
update_players (TmCapturedTable       *self,
                const TmCapturedState *s,
                int                    owner)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);

  for (guint p = 0; p < s->board.n_players; p++)
    {
      const TmCapturedCards *cards = tm_captured_cards ();
      guint traitors = 0, n = 0, unknown = 0;
      g_autofree char *title = NULL;
      g_autofree char *stash = NULL;
      g_autoptr(GString) subtitle = g_string_new (NULL);
      GtkWidget *row;

      for (guint c = 0; c < s->n_cards; c++)
        if (s->holder[c] == p)
          {
            gboolean unsure = s->observer != TM_CAPTURED_NONE && s->unsure[s->observer][c] != 0;

            /* Only the Traitors the viewer knows are there. */
            n++;
            unknown += unsure;
            traitors += !unsure && cards->traitor[c];
          }

      g_autofree char *mark = marker_of (self, p, s->board.n_players);
      g_autofree char *cards_text = NULL;
      g_autofree char *traitors_text = NULL;

      if (s->identity[p] != TM_CAPTURED_NONE)
        /* Translators: a player's name, their mark on the ring and their
         * Patriot identity */
        title = g_strdup_printf (_("%s (%s), as %s"), tm_play_table_get_seat_name (table, p), mark,
                                 patriot_name (self, s->identity[p]));
      else
        title = g_strdup_printf (_("%s (%s)"), tm_play_table_get_seat_name (table, p), mark);
      if ((int) p == owner)
        {
          char *marked = g_strdup_printf ("▶ %s", title);

          g_free (title);
          title = marked;
        }

      cards_text = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", n), n);
      traitors_text = g_strdup_printf (g_dngettext (NULL, "%u Traitor", "%u Traitors", traitors),
                                       traitors);
      if (unknown > 0)
        /* Translators: a stash: its cards, its Traitors, and how many
         * cards changed hands unseen */
        stash = g_strdup_printf (g_dngettext (NULL, "%s · %s or more · %u card unseen",
                                              "%s · %s or more · %u cards unseen", unknown),
                                 cards_text, traitors_text, unknown);
      else
        /* Translators: a stash: its cards, its Traitors and its points */
        stash = g_strdup_printf (_("%s · %s · %d points"), cards_text, traitors_text,
                                 tm_captured_stash_points (s, p));
      g_string_append (subtitle, stash);
      if (s->board.misses[p] > 0)
        g_string_append (subtitle, _(" · misses the next turn"));
      row = g_object_new (ADW_TYPE_ACTION_ROW,
                          "title", title,
                          "subtitle", subtitle->str,
                          "use-markup", FALSE,
                          NULL);
      gtk_list_box_append (self->players_list, row);
    }
}

static void
choice_clicked_cb (GtkButton       *button,
                   TmCapturedTable *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move"));

  if (i < self->n_moves)
    tm_play_table_emit_move (TM_PLAY_TABLE (self), &self->moves[i]);
}

static void
turn_clicked_cb (TmCapturedTable *self)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_CAPTURED_MOVE_TURN)
      {
        tm_play_table_emit_move (TM_PLAY_TABLE (self), &self->moves[i]);
        return;
      }
}

static char *
choice_label (TmCapturedTable *self,
              const TmMove    *move)
{
  const TmCapturedCards *cards = tm_captured_cards ();

  switch (move->kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      /* Translators: a Patriot card to choose as identity: its number and name */
      return g_strdup_printf (_("%u · %s"), cards->patriot_number[move->card],
                              patriot_name (self, move->card));
    case TM_CAPTURED_MOVE_STEAL:
      if (cards->points[move->card] != 0 && !cards->traitor[move->card])
        return g_strdup_printf ("%s (%+d)", card_name (self, move->card),
                                cards->points[move->card]);
      return g_strdup (card_name (self, move->card));
    case TM_CAPTURED_MOVE_PASS:
      return g_strdup (_("Take Nothing"));
    default:
      return NULL;
    }
}

static void
update_choices (TmCapturedTable *self)
{
  gboolean turn = FALSE;

  gtk_flow_box_remove_all (self->choices);
  g_ptr_array_set_size (self->choice_buttons, 0);
  for (guint i = 0; i < self->n_moves; i++)
    {
      g_autofree char *label = choice_label (self, &self->moves[i]);
      GtkWidget *button;

      turn |= self->moves[i].kind == TM_CAPTURED_MOVE_TURN;
      if (label == NULL)
        continue;
      button = g_object_new (GTK_TYPE_BUTTON, "label", label, NULL);
      gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                               PANGO_ELLIPSIZE_END);
      gtk_widget_set_tooltip_text (button, label);
      g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (i));
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, 0);
      gtk_flow_box_append (self->choices, button);
      g_ptr_array_add (self->choice_buttons, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->choices), self->choice_buttons->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_button), turn);
  gtk_widget_remove_css_class (GTK_WIDGET (self->turn_button), "tm-captured-hinted");
}

static void
tm_captured_table_update (TmPlayTable        *table,
                          TmPlayState        *observation,
                          const char * const *names,
                          gboolean            deciding)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (table);
  const TmCapturedState *s = state_of (observation);
  int observer = s->observer == TM_CAPTURED_NONE ? -1 : s->observer;
  int owner = s->stage == TM_CAPTURED_STAGE_OVER ? -1
              : s->stage == TM_CAPTURED_STAGE_IDENTITY ? s->chooser : s->board.current;
  int deciding_seat = tm_play_state_get_current_player (observation);
  g_autofree char *turn_text = NULL;
  g_autofree char *info = NULL;

  tm_play_table_set_seat_names (table, names);
  self->n_moves = tm_play_table_list_choices (observation, deciding, self->moves);

  if (s->stage == TM_CAPTURED_STAGE_OVER)
    turn_text = g_strdup (_("The game is over"));
  else if (deciding_seat == observer && s->stage == TM_CAPTURED_STAGE_IDENTITY)
    turn_text = g_strdup_printf (_("Choose your identity, %s"),
                                 tm_play_table_get_seat_name (table, observer));
  else if (deciding_seat == observer && s->stage == TM_CAPTURED_STAGE_STEAL)
    turn_text = g_strdup_printf (_("You were there first, %s"),
                                 tm_play_table_get_seat_name (table, observer));
  else if (deciding_seat == observer)
    turn_text = g_strdup_printf (_("Turn %u · Your turn, %s"), s->turns + 1,
                                 tm_play_table_get_seat_name (table, observer));
  else
    turn_text = g_strdup_printf (_("Turn %u · %s to play"), s->turns + 1,
                                 tm_play_table_get_seat_name (table, deciding_seat));
  gtk_label_set_label (self->turn_label, turn_text);

  switch (s->stage)
    {
    case TM_CAPTURED_STAGE_IDENTITY:
      info = g_strdup (_("Each player takes a Patriot card as their identity and playing "
                         "piece"));
      break;
    case TM_CAPTURED_STAGE_STEAL:
      /* Translators: who was on the space first, and the newcomer */
      info = g_strdup_printf (_("%s may take one card from %s's stash, or none"),
                              tm_play_table_get_seat_name (table, s->first_there),
                              tm_play_table_get_seat_name (table, s->board.current));
      break;
    case TM_CAPTURED_STAGE_MOVE:
      info = g_strdup_printf (g_dngettext (NULL, "%u card left on the ring",
                                           "%u cards left on the ring",
                                           tm_captured_board_n_left (&s->board)),
                              tm_captured_board_n_left (&s->board));
      break;
    default:
      info = g_strdup (_("Every card of the ring has been captured"));
      break;
    }
  gtk_label_set_label (self->info_label, info);

  update_players (self, s, owner);
  update_board (self, s);
  update_choices (self);
}

/* What one move brought in, as a list of names. */
static char *
got_text (TmCapturedTable       *self,
          const TmCapturedState *s)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < s->n_got; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == s->n_got ? _(" and ") : ", ");
      g_string_append (text, card_name (self, s->got[i]));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
tm_captured_table_describe_move (TmPlayTable        *table,
                                 TmPlayState        *before,
                                 TmPlayState        *after,
                                 const char * const *names,
                                 int                 player,
                                 const TmMove       *move)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (table);
  const TmCapturedState *s = state_of (after);
  const char *who;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);
  switch (move->kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      /* Translators: a player's name (or “You”) and the Patriot they chose */
      return g_strdup_printf (_("%s took %s as identity"), who, patriot_name (self, move->card));

    case TM_CAPTURED_MOVE_TURN:
      {
        g_autofree char *got = got_text (self, s);
        g_autoptr(GString) text = g_string_new (NULL);

        /* Translators: a player, the number turned, the space, the cards taken */
        g_string_printf (text, _("%s turned up %u, landed on space %u and took %s"), who,
                         s->number, s->landed, got);
        if (s->stage == TM_CAPTURED_STAGE_STEAL && tm_play_table_seat_is_you (table, s->first_there))
          g_string_append (text, _("; you were there first"));
        else if (s->stage == TM_CAPTURED_STAGE_STEAL)
          g_string_append_printf (text, _("; %s was there first"),
                                  tm_play_table_get_seat_name (table, s->first_there));
        if (s->stage == TM_CAPTURED_STAGE_OVER)
          g_string_append (text, _("; that was the last card"));
        return g_string_free (g_steal_pointer (&text), FALSE);
      }

    case TM_CAPTURED_MOVE_STEAL:
      if (s->stolen >= s->n_cards)
        /* Translators: the player who was there first and the newcomer */
        return g_strdup_printf (_("%s took a card from %s's stash"), who,
                                tm_play_table_get_seat_name (table, s->victim));
      return g_strdup_printf (_("%s took %s from %s's stash"), who, card_name (self, s->stolen),
                              tm_play_table_get_seat_name (table, s->victim));

    case TM_CAPTURED_MOVE_PASS:
    default:
      return g_strdup_printf (_("%s took nothing from %s's stash"), who,
                              tm_play_table_get_seat_name (table, s->victim));
    }
}

static char *
tm_captured_table_describe_hint (TmPlayTable        *table,
                                 TmPlayState        *observation,
                                 const char * const *names,
                                 const TmMove       *move)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (table);

  switch (move->kind)
    {
    case TM_CAPTURED_MOVE_IDENTITY:
      return g_strdup_printf (_("Hint: take %s as your identity"),
                              patriot_name (self, move->card));
    case TM_CAPTURED_MOVE_STEAL:
      return g_strdup_printf (_("Hint: take %s"), card_name (self, move->card));
    case TM_CAPTURED_MOVE_PASS:
      return g_strdup (_("Hint: take nothing"));
    default:
      return g_strdup (_("Hint: turn the Patriot card"));
    }
}

static GtkWidget *
button_for (TmCapturedTable *self,
            const TmMove    *move)
{
  if (move->kind == TM_CAPTURED_MOVE_TURN)
    return GTK_WIDGET (self->turn_button);
  for (guint i = 0; i < self->choice_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->choice_buttons, i);
      guint m = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move"));

      if (m < self->n_moves && tm_move_equal (&self->moves[m], move))
        return button;
    }
  return NULL;
}

static void
tm_captured_table_show_hint (TmPlayTable  *table,
                             const TmMove *move)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (table);
  GtkWidget *button = button_for (self, move);

  for (guint i = 0; i < self->choice_buttons->len; i++)
    gtk_widget_remove_css_class (g_ptr_array_index (self->choice_buttons, i),
                                 "suggested-action");
  if (button == NULL)
    return;
  if (button != GTK_WIDGET (self->turn_button))
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_grab_focus (button);
}

static gboolean
focus_first (TmPlayTable *table)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (table);

  if (gtk_widget_get_visible (GTK_WIDGET (self->turn_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->turn_button));
  if (self->choice_buttons->len > 0)
    return gtk_widget_grab_focus (g_ptr_array_index (self->choice_buttons, 0));
  return FALSE;
}

static void
tm_captured_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_captured_table_update;
  iface->describe_move = tm_captured_table_describe_move;
  iface->show_hint = tm_captured_table_show_hint;
  iface->focus_first = focus_first;
  iface->describe_hint = tm_captured_table_describe_hint;
}

static void
tm_captured_table_dispose (GObject *object)
{
  TmCapturedTable *self = TM_CAPTURED_TABLE (object);

  g_clear_object (&self->catalogue);
  self->basic = NULL;
  self->special = NULL;
  g_clear_pointer (&self->choice_buttons, g_ptr_array_unref);

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_CAPTURED_TABLE);

  G_OBJECT_CLASS (tm_captured_table_parent_class)->dispose (object);
}

static void
tm_captured_table_class_init (TmCapturedTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_captured_table_dispose;

  g_type_ensure (TM_TYPE_CAPTURED_BOARD_VIEW);
  tm_play_table_class_set_template (widget_class, "/games/captured/tm-captured-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, players_list);
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, board);
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, info_label);
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, turn_button);
  gtk_widget_class_bind_template_child (widget_class, TmCapturedTable, choices);
  gtk_widget_class_bind_template_callback (widget_class, turn_clicked_cb);
}

static void
tm_captured_table_init (TmCapturedTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->choice_buttons = g_ptr_array_new ();
}

/**
 * tm_captured_table_new:
 * @catalogue: the catalogue, for the cards' names (as renamed)
 *
 * Creates a Captured table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_captured_table_new (TmCatalogue *catalogue)
{
  TmCapturedTable *self = g_object_new (TM_TYPE_CAPTURED_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->basic = tm_catalogue_get_deck (catalogue, "gitmo-basic", NULL);
  self->special = tm_catalogue_get_deck (catalogue, "gitmo-specialops", NULL);
  return GTK_WIDGET (self);
}
