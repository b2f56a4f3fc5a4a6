/* tm-freeo-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-card-widget.h"
#include "games/freeo/tm-freeo-play.h"
#include "tm-freeo-table.h"

/* The Free-O table, drawn from one player's observation only, read
 * through the game's own engine header: the other players' hands are
 * counts, never cards.  Top to bottom: whose turn and what the pile
 * demands, with what the person may do about it (worded from the legal
 * moves, so nothing is offered that the rules forbid, such as a wild when
 * nothing is owed), the other players (cards held, total), the discard
 * pile and the draw pile, and the player's hand with the cards that may
 * be played raised and the others dimmed; picking one of those says which
 * rule forbids it (tm_play_table_refuse()).  Left and Right (Up and Down) move between
 * the hand's cards, Enter plays one; Draw has a mnemonic.
 *
 * Play's card types are those of its card tables (tm_freeo_cards()), read
 * from the deck; the table shows each as the deck's card of that id.  A
 * play that names a player is a Draw A Card. */

#define HAND_CARD_WIDTH 74

struct _TmFreeoTable
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmDeck       *deck;
  TmPlayState  *observation;
  TmMove        moves[TM_MOVE_MAX_LEGAL];   /* the person's legal moves */
  guint         n_moves;
  gboolean      deciding;
  GPtrArray    *hand_cards;     /* TmCardWidget, in hand order */
  int           last_top;
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

static const TmFreeoState *
state_of (TmPlayState *observation)
{
  return observation != NULL ? tm_play_state_peek_data (observation) : NULL;
}

static guint
n_types (void)
{
  return tm_freeo_cards ()->n_types;
}

static gboolean
is_seek (guint type)
{
  return tm_freeo_card_kind (type) == TM_FREEO_KIND_SEEK;
}

static const char *
type_id (guint type)
{
  return type < n_types () ? tm_freeo_cards ()->ids[type] : NULL;
}

/* The deck's card of a type, as the person may have renamed it. */
static TmCard *
type_card (TmFreeoTable *self,
           guint         type)
{
  return tm_play_table_lookup_card (self->deck, type_id (type));
}

static const char *
type_name (TmFreeoTable *self,
           guint         type)
{
  TmCard *card = type_card (self, type);

  return card != NULL ? tm_card_get_name (card) : "?";
}

/* A play that names a player: a Draw A Card on them. */
static gboolean
names_player (const TmMove *move)
{
  return move->kind == TM_FREEO_MOVE_PLAY && move->target != TM_MOVE_NO_TARGET;
}

static gboolean
can_draw (TmFreeoTable *self)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_FREEO_MOVE_DRAW)
      return TRUE;
  return FALSE;
}

/* The legal play of a card of @type (the first, for a Draw A Card). */
static const TmMove *
play_of (TmFreeoTable *self,
         guint         type)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == TM_FREEO_MOVE_PLAY && self->moves[i].card == type)
      return &self->moves[i];
  return NULL;
}

static void
target_clicked_cb (GtkButton    *button,
                   TmFreeoTable *self)
{
  TmMove move = tm_move_from_code (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move")));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  tm_play_table_emit_move (TM_PLAY_TABLE (self), &move);
}

/* Draw A Card names a player: ask whom, in a popover on the card. */
static void
choose_target (TmFreeoTable *self,
               TmCardWidget *card,
               guint         type)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *popover = tm_play_table_new_popover ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *first = NULL;

  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "label", _("Who draws a card?"),
                                               "css-classes", (const char *[]) { "heading", NULL },
                                               NULL));
  for (guint i = 0; i < self->n_moves; i++)
    {
      const TmMove *move = &self->moves[i];
      GtkWidget *button;

      if (move->kind != TM_FREEO_MOVE_PLAY || move->card != type || !names_player (move))
        continue;
      button = gtk_button_new_with_label (tm_play_table_get_seat_name (table, move->target));
      g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (tm_move_to_code (move)));
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
  guint type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "type"));
  const TmMove *play = play_of (self, type);

  if (play == NULL)
    {
      const TmFreeoState *s = state_of (self->observation);
      /* A Draw A Card is tried on the next player, to hear what forbids it. */
      TmMove attempt = { TM_FREEO_MOVE_PLAY, type,
                         type == tm_freeo_cards ()->draw_a_card && s != NULL
                         ? (s->observer + 1) % MAX (s->turn.n_players, 1) : TM_MOVE_NO_TARGET, 0 };

      tm_play_table_refuse (TM_PLAY_TABLE (self), GTK_WIDGET (card), self->observation,
                            self->deciding, &attempt);
    }
  else if (names_player (play))
    choose_target (self, card, type);
  else
    tm_play_table_emit_move (TM_PLAY_TABLE (self), play);
}

static void
draw_clicked_cb (TmFreeoTable *self)
{
  TmMove draw = { TM_FREEO_MOVE_DRAW, 0, TM_MOVE_NO_TARGET, 0 };

  if (can_draw (self))
    tm_play_table_emit_move (TM_PLAY_TABLE (self), &draw);
}

/* Arrow keys move between the cards of the hand. */
static gboolean
hand_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmFreeoTable          *self)
{
  return tm_play_table_move_focus (self->hand_cards, keyval);
}

/* “A”, “A or B”, “A, B or C”. */
static char *
join_or (GPtrArray *items)
{
  g_autofree char *text = g_strdup (items->len > 0 ? g_ptr_array_index (items, 0) : "");

  for (guint i = 1; i < items->len; i++)
    {
      char *longer = i + 1 < items->len
                     /* Translators: joins the choices of a list */
                     ? g_strdup_printf (_("%s, %s"), text, (char *) g_ptr_array_index (items, i))
                     /* Translators: joins the last two choices of a list */
                     : g_strdup_printf (_("%s or %s"), text, (char *) g_ptr_array_index (items, i));

      g_free (text);
      text = longer;
    }
  return g_steal_pointer (&text);
}

/* What the person may do, worded from their legal moves only: the cards
 * they may play (one Seek and Match card by name, several by their
 * kind), or drawing when nothing can be played. */
static char *
choices_text (TmFreeoTable       *self,
              const TmFreeoState *s)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  guint n = n_types (), seeks = 0, seek = 0;

  for (guint type = 0; type < n; type++)
    if (play_of (self, type) != NULL && is_seek (type))
      {
        seeks++;
        seek = type;
      }

  for (guint type = 0; type < n; type++)
    {
      if (play_of (self, type) == NULL)
        continue;
      if (!is_seek (type))
        g_ptr_array_add (items, g_strdup (type_name (self, type)));
      else if (seeks == 1)
        g_ptr_array_add (items, g_strdup (type_name (self, seek)));
      else if (type == seek)
        /* Translators: %s is the kind of card, “Seek and Match” */
        g_ptr_array_add (items, g_strdup_printf (_("any %s card"),
                                                 tm_deck_get_kind_name (self->deck, "seek")));
    }

  if (items->len > 0)
    {
      g_autofree char *list = join_or (items);

      /* Translators: %s lists the cards that may be played */
      return g_strdup_printf (_("play %s"), list);
    }
  if (can_draw (self) && s->turn.owed == TM_FREEO_OWE_CAPTURE)
    return g_strdup (_("you have no wild to answer with: draw two"));
  if (can_draw (self))
    return g_strdup (_("you cannot play: draw"));
  return NULL;
}

static char *
demand_text (TmFreeoTable       *self,
             const TmFreeoState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  g_autofree char *what = NULL;
  g_autofree char *choices = choices_text (self, s);

  if (s->turn.owed == TM_FREEO_OWE_MATCH)
    /* Translators: %s is a Free-O place card's name, such as “Behind the house” */
    what = g_strdup_printf (_("To match: %s"), type_name (self, s->turn.owed_place));
  else if (s->turn.owed == TM_FREEO_OWE_CAPTURE)
    what = g_strdup_printf (_("Captured by %s"),
                            tm_play_table_get_seat_name (table, s->turn.capturer));
  else
    what = g_strdup (_("Nothing owed"));

  if (choices == NULL)
    return g_steal_pointer (&what);
  /* Translators: what the pile demands, then what the person may do */
  return g_strdup_printf (_("%s — %s"), what, choices);
}

static void
update_opponents (TmFreeoTable       *self,
                  const TmFreeoState *s,
                  int                 current)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->opponents_box))) != NULL)
    gtk_box_remove (self->opponents_box, child);

  for (guint p = 0; p < s->turn.n_players; p++)
    {
      int count = s->hand_size[p];
      int total = s->totals[p];
      g_autofree char *cards = NULL;
      g_autofree char *points = NULL;
      g_autofree char *accessible = NULL;
      g_autofree char *title = NULL;
      GtkWidget *box, *name;

      if (p == s->observer)
        continue;

      cards = g_strdup_printf (g_dngettext (NULL, "%d card", "%d cards", count), count);
      points = g_strdup_printf (g_dngettext (NULL, "%d point", "%d points", ABS (total)), total);
      box = g_object_new (GTK_TYPE_BOX,
                          "orientation", GTK_ORIENTATION_VERTICAL,
                          "spacing", 2,
                          "css-classes", (const char *[]) { "card", "tm-seat", NULL },
                          NULL);
      gtk_widget_set_margin_start (box, 2);
      title = (int) p == current
              /* Translators: marks the player whose turn it is */
              ? g_strdup_printf (_("▶ %s"), tm_play_table_get_seat_name (table, p))
              : g_strdup (tm_play_table_get_seat_name (table, p));
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
      accessible = g_strdup_printf ("%s: %s, %s%s", tm_play_table_get_seat_name (table, p), cards,
                                    points,
                                    (int) p == current ? _(", to play") : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_widget_set_hexpand (box, TRUE);
      gtk_box_append (self->opponents_box, box);
    }
}

static void
update_hand (TmFreeoTable       *self,
             const TmFreeoState *s)
{
  GtkWidget *focus = gtk_widget_get_root (GTK_WIDGET (self))
                     ? gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) : NULL;
  guint focus_index = G_MAXUINT;

  if (focus != NULL)
    g_ptr_array_find (self->hand_cards, focus, &focus_index);

  gtk_flow_box_remove_all (self->hand_box);
  g_ptr_array_set_size (self->hand_cards, 0);

  /* In the deck's order, so that the hand is always sorted the same way. */
  for (guint type = 0; type < n_types (); type++)
    for (guint k = 0; k < s->hand[s->observer][type]; k++)
      {
        GtkWidget *card = tm_card_widget_new ();

        tm_card_widget_set_card (TM_CARD_WIDGET (card), type_card (self, type), TRUE);
        tm_card_widget_set_playable (TM_CARD_WIDGET (card), play_of (self, type) != NULL);
        tm_card_widget_set_dimmed (TM_CARD_WIDGET (card),
                                   self->n_moves > 0 && play_of (self, type) == NULL);
        g_object_set_data (G_OBJECT (card), "type", GUINT_TO_POINTER (type));
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
                       TmPlayState        *observation,
                       const char * const *names,
                       gboolean            deciding)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const TmFreeoState *s = state_of (observation);
  int current = s->game_over ? -1 : s->turn.current;
  int observer = s->observer;
  g_autofree char *turn = NULL;
  g_autofree char *demand = NULL;
  g_autofree char *draw_text = NULL;
  g_autofree char *hand_text = NULL;

  g_set_object (&self->observation, observation);
  tm_play_table_set_seat_names (table, names);
  self->n_moves = tm_play_table_list_choices (observation, deciding, self->moves);
  self->deciding = deciding;

  if (s->game_over)
    turn = g_strdup_printf (_("Hand %d · The game is over"), s->hand_number);
  else if (current == observer && tm_play_table_seat_is_you (table, observer))
    turn = g_strdup_printf (_("Hand %d · Your turn"), s->hand_number);
  else if (current == observer)
    turn = g_strdup_printf (_("Hand %d · Your turn, %s"), s->hand_number,
                            tm_play_table_get_seat_name (table, observer));
  else
    turn = g_strdup_printf (_("Hand %d · %s to play"), s->hand_number,
                            tm_play_table_get_seat_name (table, current));
  gtk_label_set_label (self->turn_label, turn);

  demand = demand_text (self, s);
  gtk_label_set_label (self->demand_label, demand);

  update_opponents (self, s, current);

  tm_card_widget_set_card (self->top_card, type_card (self, s->top), TRUE);
  if (s->top != self->last_top || s->moves_in_hand != self->last_moves)
    {
      if (s->top != self->last_top)
        tm_card_widget_animate_in (self->top_card);
      self->last_top = s->top;
      self->last_moves = s->moves_in_hand;
    }

  draw_text = g_strdup_printf (g_dngettext (NULL, "%d card to draw", "%d cards to draw", s->n_draw),
                               s->n_draw);
  gtk_label_set_label (self->draw_label, draw_text);
  gtk_widget_set_opacity (GTK_WIDGET (self->draw_pile), s->n_draw > 0 ? 1.0 : 0.3);

  update_hand (self, s);
  hand_text = g_strdup_printf (g_dngettext (NULL, "Your hand: %d card", "Your hand: %d cards",
                                            self->hand_cards->len),
                               self->hand_cards->len);
  gtk_label_set_label (self->hand_label, hand_text);

  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_button), can_draw (self));
  tm_card_widget_set_playable (self->draw_pile, can_draw (self));
}

static char *
tm_freeo_table_describe_move (TmPlayTable        *table,
                              TmPlayState        *before,
                              TmPlayState        *after,
                              const char * const *names,
                              int                 player,
                              const TmMove       *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const char *who;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);
  if (move->kind == TM_FREEO_MOVE_DRAW)
    /* Translators: %s is a player's name (or “You”) */
    return g_strdup_printf (_("%s could not play and drew"), who);
  if (names_player (move))
    /* Translators: the first %s plays the card, the second draws a card */
    return g_strdup_printf (_("%s played Draw A Card: %s draws a card"),
                            who, tm_play_table_get_seat_name (table, move->target));
  /* Translators: %s played a card: a player's name (or “You”), a card's name */
  return g_strdup_printf (_("%s played %s"), who, type_name (self, move->card));
}

static char *
tm_freeo_table_describe_hint (TmPlayTable        *table,
                              TmPlayState        *observation,
                              const char * const *names,
                              const TmMove       *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);

  tm_play_table_set_seat_names (table, names);
  if (move->kind == TM_FREEO_MOVE_DRAW)
    return g_strdup (_("Hint: draw a card"));
  if (names_player (move))
    /* Translators: %s is the player who would draw */
    return g_strdup_printf (_("Hint: play your Draw A Card on %s"),
                            tm_play_table_get_seat_name (table, move->target));
  /* Translators: %s is a card's name, such as “FREE-O Wild” */
  return g_strdup_printf (_("Hint: play your %s"), type_name (self, move->card));
}

static char *
tm_freeo_table_describe_start (TmPlayTable        *table,
                               TmPlayState        *observation,
                               const char * const *names)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  const TmFreeoState *s = state_of (observation);

  if (s->moves_in_hand != 0 || s->game_over)
    return NULL;
  /* Translators: %s is the card turned up to start the discard pile */
  return g_strdup_printf (_("The hand starts with %s"), type_name (self, s->top));
}

static void
tm_freeo_table_show_hint (TmPlayTable  *table,
                          const TmMove *move)
{
  TmFreeoTable *self = TM_FREEO_TABLE (table);
  gboolean draw = move->kind == TM_FREEO_MOVE_DRAW;
  gboolean focused = FALSE;

  for (guint i = 0; i < self->hand_cards->len; i++)
    {
      TmCardWidget *card = g_ptr_array_index (self->hand_cards, i);
      gboolean hinted = !draw &&
                        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "type")) == move->card;

      tm_card_widget_set_hinted (card, hinted && !focused);
      if (hinted && !focused)
        {
          gtk_widget_grab_focus (GTK_WIDGET (card));
          focused = TRUE;
        }
    }
  tm_card_widget_set_hinted (self->draw_pile, draw);
  if (draw)
    gtk_widget_grab_focus (GTK_WIDGET (self->draw_button));
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
  iface->focus_first = tm_freeo_table_focus_first;
  iface->describe_hint = tm_freeo_table_describe_hint;
  iface->describe_start = tm_freeo_table_describe_start;
}

static void
tm_freeo_table_dispose (GObject *object)
{
  TmFreeoTable *self = TM_FREEO_TABLE (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  self->deck = NULL;
  g_ptr_array_set_size (self->hand_cards, 0);

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_FREEO_TABLE);

  G_OBJECT_CLASS (tm_freeo_table_parent_class)->dispose (object);
}

static void
tm_freeo_table_finalize (GObject *object)
{
  TmFreeoTable *self = TM_FREEO_TABLE (object);

  g_ptr_array_unref (self->hand_cards);

  G_OBJECT_CLASS (tm_freeo_table_parent_class)->finalize (object);
}

static void
tm_freeo_table_class_init (TmFreeoTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_freeo_table_dispose;
  object_class->finalize = tm_freeo_table_finalize;

  tm_play_table_class_set_template (widget_class, "/games/freeo/tm-freeo-table.ui");
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
  self->last_top = -1;
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
