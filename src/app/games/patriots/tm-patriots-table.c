/* tm-patriots-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-widget.h"
#include "tm-patriots-table.h"

/* The Meet the Patriots table: the 3 × 4 layout, face down except for the
 * card turned this turn and, until the next card is turned, the cards of
 * the last turn.  A card seen before is still shown face down: remembering
 * it is the game.  The pairs each player has claimed are listed.  Arrow
 * keys move about the grid; Enter turns a card over. */

#define ROWS     3
#define COLUMNS  4
#define SLOTS    (ROWS * COLUMNS)

struct _TmPatriotsTable
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmDeck       *deck;
  TmCardWidget *cards[SLOTS];
  char         *shown_ids[SLOTS];
  char        **legal;

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

static const char *
name_of (const char * const *names,
         gint64              seat)
{
  if (names == NULL || seat < 0 || seat >= (gint64) g_strv_length ((char **) names))
    return "?";
  return names[seat];
}

static TmCard *
lookup_card (TmPatriotsTable *self,
             const char      *id)
{
  return self->deck && id ? tm_deck_lookup_card (self->deck, id) : NULL;
}

static gboolean
is_legal (TmPatriotsTable *self,
          const char      *move)
{
  return self->legal != NULL && g_strv_contains ((const char * const *) self->legal, move);
}

static void
card_activate_cb (TmCardWidget    *card,
                  TmPatriotsTable *self)
{
  for (guint i = 0; i < SLOTS; i++)
    if (self->cards[i] == card)
      {
        g_autofree char *move = g_strdup_printf ("turn:%u", i);

        if (is_legal (self, move))
          tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
        else
          gtk_widget_error_bell (GTK_WIDGET (card));
        return;
      }
}

static void
stop_clicked_cb (TmPatriotsTable *self)
{
  if (is_legal (self, "stop"))
    tm_play_table_emit_move (TM_PLAY_TABLE (self), "stop");
}

static void
take_clicked_cb (TmPatriotsTable *self)
{
  if (is_legal (self, "take"))
    tm_play_table_emit_move (TM_PLAY_TABLE (self), "take");
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

static int
json_int_at (JsonArray *array,
             guint      index,
             int        fallback)
{
  JsonNode *node;

  if (array == NULL || index >= json_array_get_length (array))
    return fallback;
  node = json_array_get_element (array, index);
  return JSON_NODE_HOLDS_VALUE (node) ? (int) json_node_get_int (node) : fallback;
}

static const char *
json_string_at (JsonArray *array,
                guint      index)
{
  JsonNode *node;

  if (array == NULL || index >= json_array_get_length (array))
    return NULL;
  node = json_array_get_element (array, index);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static void
update_players (TmPatriotsTable    *self,
                JsonObject         *state,
                const char * const *names,
                gint64              current)
{
  JsonArray *pairs = json_object_get_array_member (state, "pairs");
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);

  for (guint p = 0; pairs && p < json_array_get_length (pairs); p++)
    {
      int n = json_int_at (pairs, p, 0);
      g_autofree char *text = NULL;

      if ((gint64) p == current)
        /* Translators: a player's name and their pairs; ▶ marks whose turn it is */
        text = g_strdup_printf (g_dngettext (NULL, "▶ %s: %d pair", "▶ %s: %d pairs", n),
                                name_of (names, p), n);
      else
        text = g_strdup_printf (g_dngettext (NULL, "%s: %d pair", "%s: %d pairs", n),
                                name_of (names, p), n);
      GtkWidget *box = g_object_new (GTK_TYPE_BOX,
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
                          JsonObject         *state,
                          const char * const *names,
                          const char * const *legal)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);
  JsonArray *board = json_object_get_array_member (state, "board");
  JsonArray *shown = json_object_get_array_member (state, "shown");
  JsonArray *shown_cards = json_object_get_array_member (state, "shown_cards");
  gint64 first = json_object_get_int_member_with_default (state, "first", -1);
  gint64 current = json_object_get_int_member_with_default (state, "current", -1);
  gint64 observer = json_object_get_int_member_with_default (state, "observer", 0);
  gint64 turn = json_object_get_int_member_with_default (state, "turn", 1);
  gint64 draw_count = json_object_get_int_member_with_default (state, "draw_count", 0);
  gboolean over = json_object_get_boolean_member_with_default (state, "game_over", FALSE);
  g_autofree char *turn_text = NULL;
  g_autofree char *info = NULL;

  g_strfreev (self->legal);
  self->legal = g_strdupv ((char **) legal);

  for (guint i = 0; i < SLOTS; i++)
    {
      const char *id = json_string_at (board, i);
      gboolean gap = board == NULL || i >= json_array_get_length (board) ||
                     JSON_NODE_HOLDS_NULL (json_array_get_element (board, i));
      gboolean face_up = FALSE;
      g_autofree char *move = g_strdup_printf ("turn:%u", i);
      TmCard *card;

      if (!gap && id != NULL && !g_str_equal (id, "?"))
        {
          if ((gint64) i == first)
            face_up = TRUE;
          else if (first < 0)
            for (guint k = 0; shown && k < json_array_get_length (shown); k++)
              if (json_int_at (shown, k, -1) == (int) i &&
                  g_strcmp0 (json_string_at (shown_cards, k), id) == 0)
                face_up = TRUE;
        }

      card = face_up ? lookup_card (self, id) : NULL;
      tm_card_widget_set_card (self->cards[i],
                               face_up ? id : NULL,
                               card ? tm_card_get_name (card) : NULL,
                               card ? tm_card_get_number (card) : 0,
                               face_up);
      if (face_up && g_strcmp0 (self->shown_ids[i], id) != 0)
        tm_card_widget_animate_in (self->cards[i]);
      g_free (self->shown_ids[i]);
      self->shown_ids[i] = face_up ? g_strdup (id) : NULL;

      tm_card_widget_set_playable (self->cards[i], is_legal (self, move));
      tm_card_widget_set_hinted (self->cards[i], FALSE);
      gtk_widget_set_opacity (GTK_WIDGET (self->cards[i]), gap ? 0.0 : 1.0);
      gtk_widget_set_can_target (GTK_WIDGET (self->cards[i]), !gap);
      gtk_widget_set_focusable (GTK_WIDGET (self->cards[i]), !gap);
    }

  if (over)
    turn_text = g_strdup (_("The game is over"));
  else if (current == observer && g_strcmp0 (name_of (names, observer), _("You")) == 0)
    turn_text = g_strdup_printf (_("Turn %d · Your turn"), (int) turn);
  else if (current == observer)
    turn_text = g_strdup_printf (_("Turn %d · Your turn, %s"), (int) turn, name_of (names, observer));
  else
    turn_text = g_strdup_printf (_("Turn %d · %s to play"), (int) turn, name_of (names, current));
  gtk_label_set_label (self->turn_label, turn_text);

  if (is_legal (self, "stop"))
    info = g_strdup (_("You have seen this number before: turn a second card, "
                       "or put this one back"));
  else if (is_legal (self, "take"))
    info = g_strdup (_("Two cards are left: take them"));
  else
    info = g_strdup_printf (g_dngettext (NULL, "%d card left to draw", "%d cards left to draw",
                                         draw_count),
                            (int) draw_count);
  gtk_label_set_label (self->info_label, info);

  update_players (self, state, names, current);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), is_legal (self, "stop"));
  gtk_widget_set_visible (GTK_WIDGET (self->take_button), is_legal (self, "take"));
}

static char *
tm_patriots_table_describe_move (TmPlayTable        *table,
                                 JsonObject         *state,
                                 const char * const *names,
                                 int                 player,
                                 const char         *move)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);
  const char *who = name_of (names, player);

  if (g_str_equal (move, "stop"))
    /* Translators: %s is a player's name (or “You”) */
    return g_strdup_printf (_("%s put the card back"), who);
  if (g_str_equal (move, "take"))
    return g_strdup_printf (_("%s took the last two cards"), who);

  if (g_str_has_prefix (move, "turn:"))
    {
      int place = (int) g_ascii_strtoll (move + strlen ("turn:"), NULL, 10);
      JsonArray *board = json_object_get_array_member (state, "board");
      JsonArray *shown = json_object_get_array_member (state, "shown");
      JsonArray *shown_cards = json_object_get_array_member (state, "shown_cards");
      JsonArray *claimed = json_object_get_array_member (state, "claimed");
      JsonArray *mine = NULL;
      const char *id = NULL;
      gboolean pair = FALSE;
      TmCard *card;

      if (json_object_get_int_member_with_default (state, "first", -1) == place)
        id = json_string_at (board, place);
      for (guint k = 0; id == NULL && shown && k < json_array_get_length (shown); k++)
        if (json_int_at (shown, k, -1) == place)
          id = json_string_at (shown_cards, k);

      if (claimed && player >= 0 && (guint) player < json_array_get_length (claimed))
        mine = json_array_get_array_element (claimed, player);
      for (guint k = 0; id && mine && k < json_array_get_length (mine); k++)
        if (g_strcmp0 (json_array_get_string_element (mine, k), id) == 0)
          pair = TRUE;

      card = lookup_card (self, id);
      if (card == NULL)
        return g_strdup_printf (_("%s turned over a card"), who);
      if (pair)
        /* Translators: a player's name, a card's number and its name */
        return g_strdup_printf (_("%s turned over %u, %s, and made a pair"), who,
                                tm_card_get_number (card), tm_card_get_name (card));
      /* Translators: a player's name, a card's number and its name */
      return g_strdup_printf (_("%s turned over %u, %s"), who,
                              tm_card_get_number (card), tm_card_get_name (card));
    }

  return g_strdup (move);
}

static char *
tm_patriots_table_describe_hint (TmPlayTable        *table,
                                 JsonObject         *state,
                                 const char * const *names,
                                 const char         *move)
{
  if (g_str_equal (move, "stop"))
    return g_strdup (_("Hint: put the card back"));
  if (g_str_equal (move, "take"))
    return g_strdup (_("Hint: take the last two cards"));
  if (g_str_has_prefix (move, "turn:"))
    {
      guint place = (guint) g_ascii_strtoull (move + strlen ("turn:"), NULL, 10);

      /* Translators: where the card to turn over lies in the 3 × 4 layout */
      return g_strdup_printf (_("Hint: turn over the card in row %u, place %u"),
                              place / COLUMNS + 1, place % COLUMNS + 1);
    }
  return g_strdup_printf (_("Hint: %s"), move);
}

static void
tm_patriots_table_show_hint (TmPlayTable *table,
                             const char  *move)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (table);

  for (guint i = 0; i < SLOTS; i++)
    {
      g_autofree char *turn = g_strdup_printf ("turn:%u", i);
      gboolean hinted = g_str_equal (turn, move);

      tm_card_widget_set_hinted (self->cards[i], hinted);
      if (hinted)
        gtk_widget_grab_focus (GTK_WIDGET (self->cards[i]));
    }
  if (g_str_equal (move, "stop"))
    gtk_widget_grab_focus (GTK_WIDGET (self->stop_button));
  else if (g_str_equal (move, "take"))
    gtk_widget_grab_focus (GTK_WIDGET (self->take_button));
}

static JsonObject *
tm_patriots_table_hand_result (TmPlayTable *table,
                               TmPlayState *before,
                               TmPlayState *after)
{
  int scores[TM_PLAY_MAX_PLAYERS] = { 0 };
  guint n = tm_play_state_get_n_players (after);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *state, *result;
  JsonArray *points, *entries, *turns;

  if (!tm_play_state_get_is_terminal (after))
    return NULL;

  node = tm_play_state_to_json (after);
  state = json_object_get_object_member (json_node_get_object (node), "state");
  turns = json_object_get_array_member (state, "turns");
  tm_play_state_get_scores (after, scores);

  result = json_object_new ();
  points = json_array_new ();
  entries = json_array_new ();
  for (guint p = 0; p < n; p++)
    {
      JsonObject *entry = json_object_new ();

      json_array_add_int_element (points, scores[p]);
      if (n == 1)
        json_object_set_int_member (entry, "turns", json_int_at (turns, p, 0));
      else
        json_object_set_int_member (entry, "pairs", scores[p]);
      json_array_add_object_element (entries, entry);
    }
  json_object_set_int_member (result, "number", 1);
  json_object_set_array_member (result, "points", json_array_ref (points));
  json_object_set_array_member (result, "totals", points);
  json_object_set_array_member (result, "entries", entries);
  json_object_set_boolean_member (result, "game_over", TRUE);
  json_object_set_boolean_member (result, "lowest_wins", FALSE);
  return result;
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
  iface->hand_result = tm_patriots_table_hand_result;
  iface->focus_first = focus_first;
  iface->describe_hint = tm_patriots_table_describe_hint;
}

static void
tm_patriots_table_dispose (GObject *object)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (object);

  g_clear_object (&self->catalogue);
  self->deck = NULL;
  for (guint i = 0; i < SLOTS; i++)
    self->cards[i] = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_PATRIOTS_TABLE);
  {
    GtkWidget *child;

    /* The template's top child is not bound to a field. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (tm_patriots_table_parent_class)->dispose (object);
}

static void
tm_patriots_table_finalize (GObject *object)
{
  TmPatriotsTable *self = TM_PATRIOTS_TABLE (object);

  for (guint i = 0; i < SLOTS; i++)
    g_free (self->shown_ids[i]);
  g_strfreev (self->legal);

  G_OBJECT_CLASS (tm_patriots_table_parent_class)->finalize (object);
}

static void
tm_patriots_table_class_init (TmPatriotsTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_patriots_table_dispose;
  object_class->finalize = tm_patriots_table_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/games/patriots/tm-patriots-table.ui");
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
