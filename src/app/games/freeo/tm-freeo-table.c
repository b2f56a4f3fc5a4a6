/* tm-freeo-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-widget.h"
#include "tm-freeo-table.h"

/* The Free-O table, drawn from one player's observation only: the other
 * players' hands are counts, never cards.  Top to bottom: whose turn and
 * what the pile demands, the other players (cards held, total), the
 * discard pile and the draw pile, and the player's hand with the cards
 * that may be played raised and ringed.  Left and Right (Up and Down)
 * move between the hand's cards, Enter plays one; Draw has a mnemonic. */

#define HAND_CARD_WIDTH 74

static const char *card_ids[] = {
  "seek-house", "seek-car", "seek-tree", "seek-fence", "seek-shed", "seek-barrel",
  "captured", "draw-a-card", "wild",
};

struct _TmFreeoTable
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmDeck       *deck;
  GPtrArray    *hand_cards;     /* TmCardWidget, in hand order */
  char        **legal;
  char         *last_top;
  guint         last_moves;

  GtkLabel     *turn_label;
  GtkLabel     *demand_label;
  GtkBox       *opponents_box;
  TmCardWidget *top_card;
  TmCardWidget *draw_pile;
  GtkLabel     *draw_label;
  GtkFlowBox   *hand_box;
  GtkLabel     *hand_label;
  GtkButton    *draw_button;
};

static void tm_freeo_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmFreeoTable, tm_freeo_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_freeo_table_iface_init))

static const char *
card_name (TmFreeoTable *self,
           const char   *card_id)
{
  TmCard *card = self->deck ? tm_deck_lookup_card (self->deck, card_id) : NULL;

  return card ? tm_card_get_name (card) : card_id;
}

static const char *
place_card_id (const char *place)
{
  static char buf[32];

  g_snprintf (buf, sizeof buf, "seek-%s", place);
  return buf;
}

static gboolean
is_legal (TmFreeoTable *self,
          const char   *move)
{
  return self->legal != NULL && g_strv_contains ((const char * const *) self->legal, move);
}

static gboolean
has_draw_a_card_move (TmFreeoTable *self)
{
  for (guint i = 0; self->legal && self->legal[i]; i++)
    if (g_str_has_prefix (self->legal[i], "draw-a-card:"))
      return TRUE;
  return FALSE;
}

static const char *
name_of (const char * const *names,
         gint64              seat)
{
  if (names == NULL || seat < 0 || seat >= (gint64) g_strv_length ((char **) names))
    return "?";
  return names[seat];
}

static void
target_clicked_cb (GtkButton    *button,
                   TmFreeoTable *self)
{
  const char *move = g_object_get_data (G_OBJECT (button), "move");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
}

/* Draw A Card names a player: ask whom, in a popover on the card. */
static void
choose_target (TmFreeoTable *self,
               TmCardWidget *card)
{
  const char * const *names = g_object_get_data (G_OBJECT (self), "names");
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *first = NULL;

  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "label", _("Who draws a card?"),
                                               "css-classes", (const char *[]) { "heading", NULL },
                                               NULL));
  for (guint i = 0; self->legal && self->legal[i]; i++)
    {
      const char *move = self->legal[i];
      guint64 seat;
      GtkWidget *button;

      if (!g_str_has_prefix (move, "draw-a-card:") ||
          !g_ascii_string_to_unsigned (move + strlen ("draw-a-card:"), 10, 0, 7, &seat, NULL))
        continue;
      button = gtk_button_new_with_label (name_of (names, (gint64) seat));
      g_object_set_data_full (G_OBJECT (button), "move", g_strdup (move), g_free);
      g_signal_connect_object (button, "clicked", G_CALLBACK (target_clicked_cb), self, 0);
      gtk_box_append (GTK_BOX (box), button);
      if (first == NULL)
        first = button;
    }

  /* The card owns the popover from now on (and unparents it when it goes). */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (card)); child != NULL; )
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (GTK_IS_POPOVER (child))
        gtk_widget_unparent (child);
      child = next;
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, GTK_WIDGET (card));
  gtk_popover_popup (GTK_POPOVER (popover));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static void
card_activate_cb (TmCardWidget *card,
                  TmFreeoTable *self)
{
  const char *id = tm_card_widget_get_card_id (card);

  if (g_strcmp0 (id, "draw-a-card") == 0)
    {
      if (has_draw_a_card_move (self))
        choose_target (self, card);
      else
        gtk_widget_error_bell (GTK_WIDGET (card));
      return;
    }

  if (is_legal (self, id))
    tm_play_table_emit_move (TM_PLAY_TABLE (self), id);
  else
    gtk_widget_error_bell (GTK_WIDGET (card));
}

static void
draw_clicked_cb (TmFreeoTable *self)
{
  if (is_legal (self, "draw"))
    tm_play_table_emit_move (TM_PLAY_TABLE (self), "draw");
}

/* Arrow keys move between the cards of the hand. */
static gboolean
hand_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmFreeoTable          *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  guint index, n = self->hand_cards->len;
  int step;

  if (n == 0 || focus == NULL || !g_ptr_array_find (self->hand_cards, focus, &index))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Up: case GDK_KEY_KP_Up:
      step = -1;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: case GDK_KEY_Down: case GDK_KEY_KP_Down:
      step = 1;
      break;
    case GDK_KEY_Home:
      gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, 0));
      return TRUE;
    case GDK_KEY_End:
      gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, n - 1));
      return TRUE;
    default:
      return FALSE;
    }

  index = (index + n + step) % n;
  gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, index));
  return TRUE;
}

static char *
demand_text (TmFreeoTable       *self,
             JsonObject         *state,
             const char * const *names)
{
  const char *owed = json_object_get_string_member_with_default (state, "owed", "nothing");

  if (g_str_equal (owed, "match"))
    {
      const char *place = json_object_get_string_member_with_default (state, "owed_place", "");

      /* Translators: %s is a Free-O place card's name, such as “Behind the house” */
      return g_strdup_printf (_("To match: %s — play a card of the same place, "
                                "a wild or You Are Captured, or draw"),
                              card_name (self, place_card_id (place)));
    }
  if (g_str_equal (owed, "capture"))
    {
      gint64 capturer = json_object_get_int_member_with_default (state, "capturer", -1);

      return g_strdup_printf (_("Captured by %s — answer with a FREE-O Wild or draw two"),
                              name_of (names, capturer));
    }
  return g_strdup (_("Nothing owed — play any card"));
}

static void
update_opponents (TmFreeoTable       *self,
                  JsonObject         *state,
                  const char * const *names,
                  gint64              observer,
                  gint64              current)
{
  JsonArray *hands = json_object_get_array_member (state, "hands");
  JsonArray *totals = json_object_get_array_member (state, "totals");
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->opponents_box))) != NULL)
    gtk_box_remove (self->opponents_box, child);

  for (guint p = 0; hands && p < json_array_get_length (hands); p++)
    {
      JsonObject *hand = json_array_get_object_element (hands, p);
      gint64 count = json_object_get_int_member_with_default (hand, "count", 0);
      gint64 total = totals ? json_array_get_int_element (totals, p) : 0;
      g_autofree char *cards = NULL;
      g_autofree char *points = NULL;
      g_autofree char *accessible = NULL;
      g_autofree char *title = NULL;
      GtkWidget *box, *name;

      if ((gint64) p == observer)
        continue;

      cards = g_strdup_printf (g_dngettext (NULL, "%d card", "%d cards", count), (int) count);
      points = g_strdup_printf (g_dngettext (NULL, "%d point", "%d points", total), (int) total);
      box = g_object_new (GTK_TYPE_BOX,
                          "orientation", GTK_ORIENTATION_VERTICAL,
                          "spacing", 2,
                          "css-classes", (const char *[]) { "card", "tm-seat", NULL },
                          NULL);
      gtk_widget_set_margin_start (box, 2);
      title = (gint64) p == current
              /* Translators: marks the player whose turn it is */
              ? g_strdup_printf (_("▶ %s"), name_of (names, p))
              : g_strdup (name_of (names, p));
      name = g_object_new (GTK_TYPE_LABEL,
                           "label", title,
                           "css-classes", (const char *[]) { "heading", NULL },
                           "ellipsize", PANGO_ELLIPSIZE_END,
                           NULL);
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL, "label", cards,
                                                   "css-classes", (const char *[]) { "numeric", NULL },
                                                   NULL));
      gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL, "label", points,
                                                   "css-classes", (const char *[]) { "caption", "dim-label", NULL },
                                                   NULL));
      accessible = g_strdup_printf ("%s: %s, %s%s", name_of (names, p), cards, points,
                                    (gint64) p == current ? _(", to play") : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_widget_set_hexpand (box, TRUE);
      gtk_box_append (self->opponents_box, box);
    }
}

static void
update_hand (TmFreeoTable *self,
             JsonArray    *cards)
{
  GtkWidget *focus = gtk_widget_get_root (GTK_WIDGET (self))
                     ? gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) : NULL;
  guint focus_index = G_MAXUINT;
  guint n = cards ? json_array_get_length (cards) : 0;
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();

  if (focus != NULL)
    g_ptr_array_find (self->hand_cards, focus, &focus_index);

  gtk_flow_box_remove_all (self->hand_box);
  g_ptr_array_set_size (self->hand_cards, 0);

  /* In the deck's order, so that the hand is always sorted the same way. */
  for (guint c = 0; c < G_N_ELEMENTS (card_ids); c++)
    for (guint i = 0; i < n; i++)
      if (g_strcmp0 (json_array_get_string_element (cards, i), card_ids[c]) == 0)
        g_ptr_array_add (sorted, (gpointer) card_ids[c]);

  for (guint i = 0; i < sorted->len; i++)
    {
      const char *id = g_ptr_array_index (sorted, i);
      GtkWidget *card = tm_card_widget_new ();
      gboolean playable = g_str_equal (id, "draw-a-card") ? has_draw_a_card_move (self)
                                                          : is_legal (self, id);

      tm_card_widget_set_card (TM_CARD_WIDGET (card), id, card_name (self, id), 0, TRUE);
      tm_card_widget_set_playable (TM_CARD_WIDGET (card), playable);
      gtk_widget_add_css_class (card, "tm-hand-card");
      /* Four to a line even in a 360 px window. */
      gtk_widget_set_size_request (card, HAND_CARD_WIDTH, HAND_CARD_WIDTH * 7 / 5 + 6);
      g_signal_connect_object (card, "activate", G_CALLBACK (card_activate_cb), self, 0);
      gtk_flow_box_append (self->hand_box, card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
      g_ptr_array_add (self->hand_cards, card);
    }

  if (focus_index != G_MAXUINT && self->hand_cards->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards,
                                              MIN (focus_index, self->hand_cards->len - 1)));
}

static void
tm_freeo_table_update (TmPlayTable        *table,
                       JsonObject         *state,
                       const char * const *names,
                       const char * const *legal)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  gint64 observer = json_object_get_int_member_with_default (state, "observer", 0);
  gint64 current = json_object_get_int_member_with_default (state, "current", -1);
  gint64 hand_number = json_object_get_int_member_with_default (state, "hand_number", 1);
  gint64 draw_count = json_object_get_int_member_with_default (state, "draw_count", 0);
  const char *top = json_object_get_string_member_with_default (state, "top", NULL);
  JsonArray *hands = json_object_get_array_member (state, "hands");
  JsonObject *mine = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *demand = NULL;
  g_autofree char *draw_text = NULL;
  g_autofree char *hand_text = NULL;
  guint moves = 0;

  g_strfreev (self->legal);
  self->legal = g_strdupv ((char **) legal);
  g_object_set_data_full (G_OBJECT (self), "names", g_strdupv ((char **) names),
                          (GDestroyNotify) g_strfreev);

  if (hands && observer >= 0 && observer < json_array_get_length (hands))
    mine = json_array_get_object_element (hands, observer);

  if (json_object_get_boolean_member_with_default (state, "game_over", FALSE))
    turn = g_strdup_printf (_("Hand %d · The game is over"), (int) hand_number);
  else if (current == observer && g_strcmp0 (name_of (names, observer), _("You")) == 0)
    turn = g_strdup_printf (_("Hand %d · Your turn"), (int) hand_number);
  else if (current == observer)
    turn = g_strdup_printf (_("Hand %d · Your turn, %s"), (int) hand_number,
                            name_of (names, observer));
  else
    turn = g_strdup_printf (_("Hand %d · %s to play"), (int) hand_number,
                            name_of (names, current));
  gtk_label_set_label (self->turn_label, turn);

  demand = demand_text (self, state, names);
  gtk_label_set_label (self->demand_label, demand);

  update_opponents (self, state, names, observer, current);

  moves = (guint) json_object_get_int_member_with_default (state, "moves_in_hand", 0);
  tm_card_widget_set_card (self->top_card, top, top ? card_name (self, top) : NULL, 0, top != NULL);
  if (g_strcmp0 (top, self->last_top) != 0 || moves != self->last_moves)
    {
      if (g_strcmp0 (top, self->last_top) != 0)
        tm_card_widget_animate_in (self->top_card);
      g_free (self->last_top);
      self->last_top = g_strdup (top);
      self->last_moves = moves;
    }

  draw_text = g_strdup_printf (g_dngettext (NULL, "%d card to draw", "%d cards to draw", draw_count),
                               (int) draw_count);
  gtk_label_set_label (self->draw_label, draw_text);
  gtk_widget_set_opacity (GTK_WIDGET (self->draw_pile), draw_count > 0 ? 1.0 : 0.3);

  update_hand (self, mine ? json_object_get_array_member (mine, "cards") : NULL);
  hand_text = g_strdup_printf (g_dngettext (NULL, "Your hand: %d card", "Your hand: %d cards",
                                            self->hand_cards->len),
                               self->hand_cards->len);
  gtk_label_set_label (self->hand_label, hand_text);

  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_button), is_legal (self, "draw"));
  tm_card_widget_set_playable (self->draw_pile, is_legal (self, "draw"));
}

static char *
tm_freeo_table_describe_move (TmPlayTable        *table,
                              JsonObject         *state,
                              const char * const *names,
                              int                 player,
                              const char         *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const char *who = name_of (names, player);

  if (g_str_equal (move, "draw"))
    /* Translators: %s is a player's name (or “You”) */
    return g_strdup_printf (_("%s could not play and drew"), who);
  if (g_str_has_prefix (move, "draw-a-card:"))
    {
      gint64 target = g_ascii_strtoll (move + strlen ("draw-a-card:"), NULL, 10);

      /* Translators: the first %s plays the card, the second draws a card */
      return g_strdup_printf (_("%s played Draw A Card: %s draws a card"),
                              who, name_of (names, target));
    }
  /* Translators: %s played a card: a player's name (or “You”), a card's name */
  return g_strdup_printf (_("%s played %s"), who, card_name (self, move));
}

static char *
tm_freeo_table_describe_hint (TmPlayTable        *table,
                              JsonObject         *state,
                              const char * const *names,
                              const char         *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);

  if (g_str_equal (move, "draw"))
    return g_strdup (_("Hint: draw a card"));
  if (g_str_has_prefix (move, "draw-a-card:"))
    {
      gint64 target = g_ascii_strtoll (move + strlen ("draw-a-card:"), NULL, 10);

      /* Translators: %s is the player who would draw */
      return g_strdup_printf (_("Hint: play your Draw A Card on %s"), name_of (names, target));
    }
  /* Translators: %s is a card's name, such as “FREE-O Wild” */
  return g_strdup_printf (_("Hint: play your %s"), card_name (self, move));
}

static char *
tm_freeo_table_describe_start (TmPlayTable        *table,
                               JsonObject         *state,
                               const char * const *names)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const char *top = json_object_get_string_member_with_default (state, "top", NULL);

  if (top == NULL || json_object_get_int_member_with_default (state, "moves_in_hand", -1) != 0 ||
      json_object_get_boolean_member_with_default (state, "game_over", FALSE))
    return NULL;
  /* Translators: %s is the card turned up to start the discard pile */
  return g_strdup_printf (_("The hand starts with %s"), card_name (self, top));
}

static void
tm_freeo_table_show_hint (TmPlayTable *table,
                          const char  *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const char *id = g_str_has_prefix (move, "draw-a-card:") ? "draw-a-card" : move;
  gboolean focused = FALSE;

  for (guint i = 0; i < self->hand_cards->len; i++)
    {
      TmCardWidget *card = g_ptr_array_index (self->hand_cards, i);
      gboolean hinted = g_strcmp0 (tm_card_widget_get_card_id (card), id) == 0;

      tm_card_widget_set_hinted (card, hinted && !focused);
      if (hinted && !focused)
        {
          gtk_widget_grab_focus (GTK_WIDGET (card));
          focused = TRUE;
        }
    }
  tm_card_widget_set_hinted (self->draw_pile, g_str_equal (move, "draw"));
  if (g_str_equal (move, "draw"))
    gtk_widget_grab_focus (GTK_WIDGET (self->draw_button));
}

static JsonObject *
state_object (TmPlayState *state,
              JsonNode   **keep)
{
  *keep = tm_play_state_to_json (state);
  return json_object_get_object_member (json_node_get_object (*keep), "state");
}

/* At the end of a hand every hand is laid down and counted.  The state
 * after the move is already dealt again, so the hands are read by playing
 * the last move on a copy that stops after one hand. */
static JsonArray *
final_hands (TmPlayState *before,
             const char  *move)
{
  g_autoptr(JsonNode) node = tm_play_state_to_json (before);
  JsonObject *root = json_node_get_object (node);
  JsonObject *options = json_object_get_object_member (root, "options");
  g_autoptr(TmPlayState) copy = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *state;

  json_object_remove_member (root, "moves");
  if (options != NULL)
    json_object_set_boolean_member (options, "one-hand", TRUE);
  copy = tm_play_state_new_from_json (node, &error);
  if (copy == NULL || !tm_play_state_apply_move_text (copy, move, &error))
    {
      g_warning ("Could not count the hands at the end of the hand: %s", error->message);
      return NULL;
    }
  after = tm_play_state_to_json (copy);
  state = json_object_get_object_member (json_node_get_object (after), "state");
  return json_array_ref (json_object_get_array_member (state, "hands"));
}

static JsonObject *
tm_freeo_table_hand_result (TmPlayTable *table,
                            TmPlayState *before,
                            TmPlayState *after)
{
  g_autoptr(JsonNode) before_node = NULL;
  g_autoptr(JsonNode) after_node = NULL;
  g_autoptr(JsonArray) hands = NULL;
  g_autofree char *move = NULL;
  JsonObject *b = state_object (before, &before_node);
  JsonObject *a = state_object (after, &after_node);
  JsonObject *result;
  JsonArray *entries;
  const TmMove *history;
  guint n_moves;
  gint64 winner;
  gboolean over = json_object_get_boolean_member_with_default (a, "game_over", FALSE);

  if (!over && json_object_get_int_member_with_default (a, "hand_number", 1) ==
               json_object_get_int_member_with_default (b, "hand_number", 1))
    return NULL;

  history = tm_play_state_get_history (after, &n_moves);
  g_return_val_if_fail (n_moves > 0, NULL);
  move = tm_play_state_move_to_string (before, &history[n_moves - 1]);
  hands = final_hands (before, move);

  result = json_object_new ();
  json_object_set_int_member (result, "number",
                              json_object_get_int_member_with_default (b, "hand_number", 1));
  json_object_set_array_member (result, "points",
                                json_array_ref (json_object_get_array_member (a, "hand_points")));
  json_object_set_array_member (result, "totals",
                                json_array_ref (json_object_get_array_member (a, "totals")));
  json_object_set_boolean_member (result, "game_over", over);
  json_object_set_boolean_member (result, "lowest_wins", TRUE);

  winner = json_object_get_int_member_with_default (a, "hand_winner", -1);
  entries = json_array_new ();
  for (guint p = 0; hands && p < json_array_get_length (hands); p++)
    {
      JsonObject *entry = json_object_new ();
      JsonArray *cards = json_object_get_array_member (json_array_get_object_element (hands, p),
                                                       "cards");
      int captured = 0, seek = 0, draw = 0, wild = 0;

      for (guint i = 0; cards && i < json_array_get_length (cards); i++)
        {
          const char *id = json_array_get_string_element (cards, i);

          if (g_str_has_prefix (id, "seek-"))
            seek++;
          else if (g_str_equal (id, "captured"))
            captured++;
          else if (g_str_equal (id, "draw-a-card"))
            draw++;
          else if (g_str_equal (id, "wild"))
            wild++;
        }
      if ((gint64) p == winner)
        json_object_set_boolean_member (entry, "went_out", TRUE);
      else
        {
          json_object_set_int_member (entry, "captured", captured);
          json_object_set_int_member (entry, "seek", seek);
          json_object_set_int_member (entry, "draw", draw);
          json_object_set_int_member (entry, "wild", wild);
        }
      json_array_add_object_element (entries, entry);
    }
  json_object_set_array_member (result, "entries", entries);
  return result;
}

static gboolean
tm_freeo_table_focus_first (TmPlayTable *table)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);

  for (guint i = 0; i < self->hand_cards->len; i++)
    if (tm_card_widget_get_playable (g_ptr_array_index (self->hand_cards, i)))
      return gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, i));
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->draw_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->draw_button));
  return FALSE;
}

static void
tm_freeo_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_freeo_table_update;
  iface->describe_move = tm_freeo_table_describe_move;
  iface->show_hint = tm_freeo_table_show_hint;
  iface->hand_result = tm_freeo_table_hand_result;
  iface->focus_first = tm_freeo_table_focus_first;
  iface->describe_hint = tm_freeo_table_describe_hint;
  iface->describe_start = tm_freeo_table_describe_start;
}

static void
tm_freeo_table_dispose (GObject *object)
{
  TmFreeoTable *self = TM_FREEO_TABLE (object);

  g_clear_object (&self->catalogue);
  self->deck = NULL;
  g_ptr_array_set_size (self->hand_cards, 0);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_FREEO_TABLE);
  {
    GtkWidget *child;

    /* The template's top child is not bound to a field. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (tm_freeo_table_parent_class)->dispose (object);
}

static void
tm_freeo_table_finalize (GObject *object)
{
  TmFreeoTable *self = TM_FREEO_TABLE (object);

  g_ptr_array_unref (self->hand_cards);
  g_strfreev (self->legal);
  g_free (self->last_top);

  G_OBJECT_CLASS (tm_freeo_table_parent_class)->finalize (object);
}

static void
tm_freeo_table_class_init (TmFreeoTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_freeo_table_dispose;
  object_class->finalize = tm_freeo_table_finalize;

  g_type_ensure (TM_TYPE_CARD_WIDGET);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/games/freeo/tm-freeo-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, demand_label);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, top_card);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, draw_pile);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, draw_label);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TmFreeoTable, draw_button);
  gtk_widget_class_bind_template_callback (widget_class, draw_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_key_pressed_cb);
}

static void
tm_freeo_table_init (TmFreeoTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->hand_cards = g_ptr_array_new ();
}

/**
 * tm_freeo_table_new:
 * @catalogue: the catalogue, for the cards' names
 *
 * Creates a Free-O table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_freeo_table_new (TmCatalogue *catalogue)
{
  TmFreeoTable *self = g_object_new (TM_TYPE_FREEO_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->deck = tm_catalogue_get_deck (catalogue, "freeo", NULL);
  return GTK_WIDGET (self);
}
