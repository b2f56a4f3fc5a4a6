/* tm-prisoner-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-card-widget.h"
#include "games/prisoner/tm-prisoner-play.h"
#include "tm-prisoner-table.h"

/* The Prisoner table, drawn from one player's observation only, read
 * through the game's own engine header: of the other hands it shows just
 * the cards this player has seen.  Top to bottom: whose turn and what is
 * to be decided, with the choices that are not cards (stay, give Number
 * Six away, keep the cards seen); the roles; each player with the Escapes
 * and Plots in play in front of them; the Village, as face-up places or,
 * with the Movement rules, as a map with the pawns; the piles; the hand,
 * whose cards open a list of what can be done with them, or say which
 * rule forbids playing them, with a link to that rule.  After a hint the
 * list opens on the move suggested, so that Alt+H, Enter and Enter play
 * it by keyboard. */

#define HAND_CARD_WIDTH 74
#define SIDE TM_PRISONER_MAP_SIDE

struct _TmPrisonerTable
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmDeck       *info;
  TmDeck       *village;
  TmRulebook   *rulebook;
  TmPlayState  *observation;    /* the one shown */
  gboolean      deciding;       /* the person at the screen has a move to make */
  TmMove        hint;           /* the move a hint suggested, until the next update */
  gboolean      hinted;
  GPtrArray    *hand_cards;     /* TmCardWidget, in hand order */
  GPtrArray    *cells;          /* GtkButton per map cell */

  GtkLabel     *turn_label;
  GtkLabel     *prompt_label;
  GtkFlowBox   *choices_box;
  GtkLabel     *roles_label;
  GtkFlowBox   *seats_box;
  GtkLabel     *village_label;
  GtkLabel     *places_label;
  GtkWidget    *map_clamp;
  GtkGrid      *map_grid;
  GtkLabel     *piles_label;
  GtkLabel     *hand_label;
  GtkFlowBox   *hand_box;
  GtkLabel     *why_label;
};

static void tm_prisoner_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmPrisonerTable, tm_prisoner_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_prisoner_table_iface_init))

static const TmPrisonerState *
state_of (TmPlayState *state)
{
  return state != NULL ? tm_play_state_peek_data (state) : NULL;
}

/* The deck's card that shows a type (one of the six Number Two cards,
 * which differ only in their flavour line, for theirs). */
static const char *
card_id (guint card)
{
  return tm_prisoner_cards ()->faces[card];
}

static const char *
card_name (TmPrisonerTable *self,
           guint            card)
{
  TmCard *c;

  if (card >= TM_PRISONER_N_TYPES)
    return "?";
  c = tm_play_table_lookup_card (self->info, card_id (card));
  return c ? tm_card_get_name (c) : tm_prisoner_cards ()->ids[card];
}

static const char *
place_name (TmPrisonerTable *self,
            guint            place)
{
  TmCard *c;

  if (place >= TM_PRISONER_N_PLACES)
    return "?";
  c = tm_play_table_lookup_card (self->village, tm_prisoner_cards ()->place_ids[place]);
  return c ? tm_card_get_name (c) : tm_prisoner_cards ()->place_ids[place];
}

/* The person's legal moves, when it is their decision. */
static guint
legal_moves (TmPrisonerTable *self,
             TmMove          *moves)
{
  return tm_play_table_list_choices (self->observation, self->deciding, moves);
}

static void
emit (TmPrisonerTable *self,
      TmMove           move)
{
  tm_play_table_emit_move (TM_PLAY_TABLE (self), &move);
}

/* Words for one move, as a button's label ("Stop Ben's Boat") or, with
 * @who set, as a sentence for the log. */
static char *
move_words (TmPrisonerTable       *self,
            const TmPrisonerState *s,
            TmMove                 m)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  const char *card = card_name (self, m.card);
  const char *slot = m.slot < TM_PRISONER_N_TYPES ? card_name (self, m.slot) : NULL;
  const char *target = m.target != TM_MOVE_NO_TARGET
                       ? tm_play_table_get_seat_name (table, m.target) : NULL;

  switch (m.kind)
    {
    case TM_PRISONER_MOVE_DISCARD:
      /* Translators: a button: discard this card */
      return g_strdup_printf (_("Discard %s"), card);
    case TM_PRISONER_MOVE_GIVE_SIX:
      /* Translators: %s is a player who becomes Number 6 */
      return g_strdup_printf (_("Give Number Six to %s"), target);
    case TM_PRISONER_MOVE_STAY:
      return g_strdup (_("Stay where you are"));
    case TM_PRISONER_MOVE_KEEP:
      return g_strdup (_("Keep every card seen"));
    case TM_PRISONER_MOVE_SURVEIL:
      /* Translators: %s is a card seen in another player's hand */
      return g_strdup_printf (_("Make them discard %s"), card);
    case TM_PRISONER_MOVE_PLACE:
      return g_strdup_printf (_("Lay %s here"), place_name (self, s->placing));
    case TM_PRISONER_MOVE_STEP:
      /* Translators: %s is a place in the Village */
      return g_strdup_printf (_("Step to %s"), place_name (self, s->map[m.card]));
    default:
      break;
    }

  if (m.card == TM_PRISONER_BUTLER)
    /* Translators: %s is an Escape or a Plot */
    return g_strdup_printf (_("Complete the %s"), slot);
  if (slot != NULL && target != NULL)
    /* Translators: Diversion: move an Escape (first %s) to a player */
    return g_strdup_printf (_("Move the %s to %s"), slot, target);
  if (slot != NULL)
    /* Translators: a Recapture or Foil stops an Escape or Plot */
    return g_strdup_printf (_("Stop the %s"), slot);
  if (target != NULL)
    /* Translators: play a card (first %s) aimed at a player */
    return g_strdup_printf (_("Play %s on %s"), card, target);
  /* Translators: play a card */
  return g_strdup_printf (_("Play %s"), card);
}

static gboolean
why_link_cb (TmPrisonerTable *self,
             const char      *uri)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-uri", "(ss)", "prisoner", uri);
  return TRUE;
}

static void
choice_clicked_cb (GtkButton       *button,
                   TmPrisonerTable *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  guint32 code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move"));

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  emit (self, tm_move_from_code (code));
}

static GtkWidget *
choice_button (TmPrisonerTable *self,
               TmMove           m,
               const char      *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (tm_move_to_code (&m)));
  g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, 0);
  return button;
}

/* The seat whose hand is on show: the person's own, or under Pulsator the
 * hand of the player whose play they choose. */
static guint
hand_owner (TmPrisonerTable       *self,
            const TmPrisonerState *s)
{
  if (s->phase == TM_PRISONER_PHASE_PLAY && s->pulsator_on == s->turn &&
      s->pulsator_by == s->observer && !s->gift)
    return s->turn;
  return s->observer;
}

/* A card of the hand: what may be done with it, in a popover, or why it
 * cannot be played. */
static void
card_activate_cb (TmCardWidget    *card,
                  TmPrisonerTable *self)
{
  const TmPrisonerState *s = state_of (self->observation);
  guint type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "card"));
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = legal_moves (self, moves);
  GtkWidget *popover, *box, *first = NULL, *suggested = NULL;
  gboolean can_play = FALSE;
  TmPlayViolation v = { NULL, NULL, NULL };

  /* A card of a hand dealt again since (the hand is rebuilt after every
   * move) has left the window: it opens nothing. */
  if (s == NULL || gtk_widget_get_root (GTK_WIDGET (card)) == NULL)
    return;

  popover = tm_play_table_new_popover ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               "label", card_name (self, type),
                                               "css-classes", (const char *[]) { "heading", NULL },
                                               NULL));
  for (guint i = 0; i < n; i++)
    if ((moves[i].kind == TM_PRISONER_MOVE_PLAY || moves[i].kind == TM_PRISONER_MOVE_DISCARD) &&
        moves[i].card == type)
      {
        g_autofree char *label = move_words (self, s, moves[i]);
        GtkWidget *button = choice_button (self, moves[i], label);

        if (moves[i].kind == TM_PRISONER_MOVE_PLAY)
          {
            can_play = TRUE;
            gtk_widget_add_css_class (button, "suggested-action");
          }
        gtk_box_append (GTK_BOX (box), button);
        if (first == NULL)
          first = button;
        /* After a hint, Enter on the card and Enter again plays it. */
        if (self->hinted && tm_move_equal (&moves[i], &self->hint))
          suggested = button;
      }

  if (!can_play)
    {
      g_autofree char *markup = NULL;
      g_autofree char *said = NULL;
      GtkWidget *label;

      if (!self->deciding)
        v.message = N_("It is not your decision now.");
      else if (s->phase != TM_PRISONER_PHASE_PLAY || s->gift)
        v.message = N_("Cards are played at the last step of a turn; first make the choice above.");
      else
        tm_prisoner_explain_card (s, hand_owner (self, s), type, &v);
      markup = tm_play_table_explain (self->rulebook, "prisoner", &v);
      label = g_object_new (GTK_TYPE_LABEL, "label", markup, "use-markup", TRUE, "wrap", TRUE,
                            "max-width-chars", 32, "xalign", 0.0, NULL);
      g_signal_connect_object (label, "activate-link", G_CALLBACK (why_link_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_prepend (GTK_BOX (box), label);
      gtk_label_set_markup (self->why_label, markup);
      gtk_widget_set_visible (GTK_WIDGET (self->why_label), TRUE);
      said = tm_play_table_say_refusal (self->rulebook, &v);
      gtk_accessible_announce (GTK_ACCESSIBLE (self), said,
                               GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
      if (first == NULL)
        first = label;
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
  /* The card takes the focus first, as a menu button does.  A popover
   * with nothing to focus in it (only why the card cannot be played) asks
   * the window for its focus as it opens, and GTK 4.14 logged a critical
   * when the window had none, which it has not after the focused card or
   * button went with the last move. */
  gtk_widget_grab_focus (GTK_WIDGET (card));
  gtk_popover_popup (GTK_POPOVER (popover));
  if (suggested != NULL)
    gtk_widget_grab_focus (suggested);
  else if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* Arrow keys move between the cards of the hand. */
static gboolean
hand_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmPrisonerTable       *self)
{
  return tm_play_table_move_focus (self->hand_cards, keyval);
}

static void
clear_flow_box (GtkFlowBox *box)
{
  gtk_flow_box_remove_all (box);
}

/* The lines above the table: whose turn, and what is being decided. */
static void
update_turn (TmPrisonerTable       *self,
             const TmPrisonerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  int me = s->observer;
  int decider = tm_prisoner_decider (s);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;

  if (s->game_over)
    turn = g_strdup_printf (_("Hand %d · The game is over"), s->hand_number);
  else if ((int) s->turn == me)
    turn = g_strdup_printf (_("Hand %d · Your turn"), s->hand_number);
  else
    /* Translators: %s is the player whose turn it is */
    turn = g_strdup_printf (_("Hand %d · %s’s turn"), s->hand_number,
                            tm_play_table_get_seat_name (table, s->turn));
  gtk_label_set_label (self->turn_label, turn);

  if (s->game_over)
    prompt = g_strdup ("");
  else if (decider != me)
    {
      if (s->gift)
        prompt = g_strdup_printf (_("%s, as Number 2, must give Number Six to another player"),
                                  tm_play_table_get_seat_name (table, decider));
      else if (s->phase == TM_PRISONER_PHASE_PLAY && decider != (int) s->turn)
        /* Translators: Pulsator: the first %s chooses the second's play */
        prompt = g_strdup_printf (_("%s chooses %s’s play (Pulsator)"),
                                  tm_play_table_get_seat_name (table, decider),
                                  tm_play_table_get_seat_name (table, s->turn));
      else
        prompt = g_strdup_printf (_("Waiting for %s"),
                                  tm_play_table_get_seat_name (table, decider));
    }
  else if (s->gift)
    prompt = g_strdup (_("You hold Number Six while you are Number 2: give it to another player"));
  else
    switch (s->phase)
      {
      case TM_PRISONER_PHASE_PLACE:
        /* Translators: %s is a Village place being laid on the map */
        prompt = g_strdup_printf (_("Lay %s on the map: pick a marked spot"),
                                  place_name (self, s->placing));
        break;
      case TM_PRISONER_PHASE_STEP:
        prompt = g_strdup (_("Step your pawn to a marked place, or stay"));
        break;
      case TM_PRISONER_PHASE_SURVEIL:
        prompt = g_strdup_printf (_("You saw these cards of %s’s: make them discard one, or not"),
                                  tm_play_table_get_seat_name (table, s->surveil_on));
        break;
      default:
        if (s->turn != (guint) me)
          prompt = g_strdup_printf (_("Choose what %s plays or discards"),
                                    tm_play_table_get_seat_name (table, s->turn));
        else
          prompt = g_strdup (_("Play or discard a card"));
        break;
      }
  gtk_label_set_label (self->prompt_label, prompt);
}

/* Choices that are not cards of the hand or places on the map. */
static void
update_choices (TmPrisonerTable       *self,
                const TmPrisonerState *s)
{
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = legal_moves (self, moves);

  clear_flow_box (self->choices_box);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = NULL;
      GtkWidget *button;

      if (moves[i].kind != TM_PRISONER_MOVE_GIVE_SIX && moves[i].kind != TM_PRISONER_MOVE_STAY &&
          moves[i].kind != TM_PRISONER_MOVE_KEEP && moves[i].kind != TM_PRISONER_MOVE_SURVEIL)
        continue;
      label = move_words (self, s, moves[i]);
      button = choice_button (self, moves[i], label);
      gtk_widget_add_css_class (button, "pill");
      gtk_flow_box_append (self->choices_box, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->choices_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->choices_box)) != NULL);
}

static void
update_roles (TmPrisonerTable       *self,
              const TmPrisonerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  g_autofree char *two = s->number_two != TM_PRISONER_NOBODY
                         ? g_strdup (tm_play_table_get_seat_name (table, s->number_two))
                         : g_strdup (_("nobody yet"));
  g_autofree char *six = s->number_six != TM_PRISONER_NOBODY
                         ? g_strdup (tm_play_table_get_seat_name (table, s->number_six))
                         : g_strdup (_("nobody yet"));
  g_autofree char *text = NULL;

  /* Translators: who holds the roles; each %s is a name or “nobody yet” */
  text = g_strdup_printf (_("Number 2: %s · Number 6: %s"), two, six);
  gtk_label_set_label (self->roles_label, text);
}

static char *
cards_list (TmPrisonerTable *self,
            const guint8    *counts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    for (guint k = 0; k < counts[c]; k++)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, card_name (self, c));
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
small_label (const char *text,
             const char *css)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "wrap", TRUE,
                       "xalign", 0.0,
                       "css-classes", (const char *[]) { css, NULL },
                       NULL);
}

/* Each player: name and role, cards held, points, the Escapes and Plots
 * in front of them, where their pawn is, and the cards of their hand the
 * person has seen. */
static void
update_seats (TmPrisonerTable       *self,
              const TmPrisonerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);

  clear_flow_box (self->seats_box);

  for (guint p = 0; p < s->n_players; p++)
    {
      g_autoptr(GString) accessible = g_string_new (NULL);
      g_autoptr(GString) in_play = g_string_new (NULL);
      g_autofree char *title = NULL;
      g_autofree char *counts = NULL;
      g_autofree char *seen = NULL;
      GtkWidget *box;
      const char *role = NULL;

      if (p == s->number_two)
        role = _("Number 2");
      else if (p == s->number_six)
        role = _("Number 6");

      title = g_strdup_printf ("%s%s", p == s->turn && !s->game_over ? "▶ " : "",
                               p == s->observer ? _("You")
                                                : tm_play_table_get_seat_name (table, p));
      counts = g_strdup_printf (_("%d cards · %d points"), s->hand_size[p], s->totals[p]);
      box = g_object_new (GTK_TYPE_BOX,
                          "orientation", GTK_ORIENTATION_VERTICAL,
                          "spacing", 2,
                          "css-classes", (const char *[]) { "card", "tm-seat", NULL },
                          NULL);
      gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                                   "label", title,
                                                   "xalign", 0.0,
                                                   "ellipsize", PANGO_ELLIPSIZE_END,
                                                   "css-classes", (const char *[]) { "heading", NULL },
                                                   NULL));
      if (role != NULL)
        gtk_box_append (GTK_BOX (box), small_label (role, "accent"));
      gtk_box_append (GTK_BOX (box), small_label (counts, "caption"));
      g_string_append_printf (accessible, "%s%s%s. %s.", title, role ? ", " : "",
                              role ? role : "", counts);

      for (guint i = 0; i < TM_PRISONER_N_ESCAPES + TM_PRISONER_N_PLOTS; i++)
        {
          gboolean escape = i < TM_PRISONER_N_ESCAPES;
          guint owner = escape ? s->escape_owner[i] : s->plot_owner[i - TM_PRISONER_N_ESCAPES];
          guint card = escape ? TM_PRISONER_FIRST_ESCAPE + i
                              : TM_PRISONER_FIRST_PLOT + i - TM_PRISONER_N_ESCAPES;

          if (owner != p)
            continue;
          if (in_play->len > 0)
            g_string_append (in_play, ", ");
          g_string_append (in_play, card_name (self, card));
        }
      if (in_play->len > 0)
        {
          /* Translators: the Escapes and Plots laid in front of a player */
          g_autofree char *line = g_strdup_printf (_("In play: %s"), in_play->str);

          gtk_box_append (GTK_BOX (box), small_label (line, "caption-heading"));
          g_string_append_printf (accessible, " %s.", line);
        }
      if (s->movement && s->pawn[p] < TM_PRISONER_MAP_CELLS)
        {
          /* Translators: where a player's pawn stands */
          g_autofree char *line = g_strdup_printf (_("At: %s"),
                                                   place_name (self, s->map[s->pawn[p]]));

          gtk_box_append (GTK_BOX (box), small_label (line, "caption"));
          g_string_append_printf (accessible, " %s.", line);
        }
      if (p != s->observer)
        seen = cards_list (self, s->known[s->observer][p]);
      else
        {
          guint8 shown[TM_PRISONER_N_TYPES] = { 0 };

          /* What the others have seen of the person's own hand. */
          for (guint v = 0; v < s->n_players; v++)
            for (guint c = 0; v != p && c < TM_PRISONER_N_TYPES; c++)
              shown[c] = MAX (shown[c], s->known[v][p][c]);
          seen = cards_list (self, shown);
        }
      if (seen[0] != '\0')
        {
          g_autofree char *line = p != s->observer
                                  /* Translators: cards of another hand the person has seen */
                                  ? g_strdup_printf (_("You have seen: %s"), seen)
                                  /* Translators: cards of the person's hand others have seen */
                                  : g_strdup_printf (_("Seen by others: %s"), seen);

          gtk_box_append (GTK_BOX (box), small_label (line, "dim-label"));
          g_string_append_printf (accessible, " %s.", line);
        }
      if (s->pulsator_on == p)
        {
          g_autofree char *line = p == s->observer || s->pulsator_by == s->observer
                                  ? g_strdup (p == s->observer
                                              ? _("Someone else chooses your next play (Pulsator)")
                                              : _("You choose their next play (Pulsator)"))
                                  : g_strdup_printf (_("%s chooses their next play (Pulsator)"),
                                                     tm_play_table_get_seat_name (
                                                       table, s->pulsator_by));

          gtk_box_append (GTK_BOX (box), small_label (line, "warning"));
          g_string_append_printf (accessible, " %s.", line);
        }

      gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible->str, -1);
      gtk_flow_box_append (self->seats_box, box);
    }
}

static guint32
wanted_places (const TmPrisonerState *s,
               guint                  seat)
{
  guint32 places = 0;

  /* Escapes, or for Number 2 Plots. */
  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    if (s->hand[seat][c] &&
        (seat == s->number_two ? tm_prisoner_is_plot (c) : tm_prisoner_is_escape (c)))
      places |= tm_prisoner_cards ()->requires[c];
  return places;
}

static char *
markings (const TmPrisonerState *s,
          guint                  place)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (tm_prisoner_is_perimeter (s, place))
    g_string_append (text, _("Perimeter"));
  if (tm_prisoner_is_underground (place))
    g_string_append_printf (text, "%s%s", text->len ? ", " : "", _("Underground"));
  if (tm_prisoner_is_access (place))
    g_string_append_printf (text, "%s%s", text->len ? ", " : "", _("Underground Access"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Without the Movement rules: the face-up places, those the person's own
 * Escapes or Plots need picked out. */
static void
update_places (TmPrisonerTable       *self,
               const TmPrisonerState *s)
{
  guint32 wanted = wanted_places (s, s->observer);
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    {
      g_autofree char *name = NULL;

      if ((s->village_up & (1u << v)) == 0)
        continue;
      name = g_markup_escape_text (place_name (self, v), -1);
      if (markup->len > 0)
        {
          g_string_append (markup, " · ");
          g_string_append (words, ", ");
        }
      if (wanted & (1u << v))
        {
          /* Translators: a face-up place that a card in the hand needs */
          g_string_append_printf (markup, _("<b>%s ★</b>"), name);
          g_string_append_printf (words, _("%s (a card in your hand needs it)"), place_name (self, v));
        }
      else
        {
          g_string_append (markup, name);
          g_string_append (words, place_name (self, v));
        }
    }
  gtk_label_set_markup (self->places_label, markup->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->places_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, words->str, -1);
}

static void
cell_clicked_cb (GtkButton       *button,
                 TmPrisonerTable *self)
{
  guint32 code = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move"));

  if (code != 0)
    emit (self, tm_move_from_code (code));
  else
    gtk_widget_error_bell (GTK_WIDGET (button));
}

/* A pawn's short tag on the map: the first letter of the name, and its
 * number if it ends in one (“C2” for “Computer 2”). */
static void
append_tag (GString    *tags,
            const char *name)
{
  const char *end = name + strlen (name);

  if (tags->len > 0)
    g_string_append_c (tags, ' ');
  g_string_append_unichar (tags, g_unichar_toupper (g_utf8_get_char (name)));
  if (end > name && g_ascii_isdigit (end[-1]) && end - name > 1)
    g_string_append_c (tags, end[-1]);
}

/* With the Movement rules: the map, seven by seven, with the pawns; the
 * spots where the new place may go, or the places the pawn may step to,
 * are buttons when the person decides. */
static void
update_map (TmPrisonerTable       *self,
            const TmPrisonerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = legal_moves (self, moves);
  guint32 wanted = wanted_places (s, s->observer);
  int x0 = SIDE, x1 = -1, y0 = SIDE, y1 = -1;

  /* Only the rows and columns in use: laid places and the spots offered. */
  for (guint cell = 0; cell < TM_PRISONER_MAP_CELLS; cell++)
    {
      gboolean used = s->map[cell] != TM_PRISONER_NONE;

      for (guint i = 0; i < n && !used; i++)
        used = moves[i].kind == TM_PRISONER_MOVE_PLACE && moves[i].card == cell;
      if (used)
        {
          x0 = MIN (x0, (int) (cell % SIDE));
          x1 = MAX (x1, (int) (cell % SIDE));
          y0 = MIN (y0, (int) (cell / SIDE));
          y1 = MAX (y1, (int) (cell / SIDE));
        }
    }

  for (guint cell = 0; cell < TM_PRISONER_MAP_CELLS; cell++)
    {
      GtkWidget *button = g_ptr_array_index (self->cells, cell);
      guint place = s->map[cell];
      int x = cell % SIDE, y = cell / SIDE;
      g_autoptr(GString) pawns = g_string_new (NULL);
      g_autoptr(GString) accessible = g_string_new (NULL);
      g_autofree char *text = NULL;
      guint32 code = 0;

      gtk_widget_set_visible (button, x >= x0 && x <= x1 && y >= y0 && y <= y1);
      for (guint p = 0; p < s->n_players; p++)
        if (s->pawn[p] == cell)
          {
            append_tag (pawns,
                        p == s->observer ? _("You") : tm_play_table_get_seat_name (table, p));
            g_string_append_printf (accessible, "%s%s", accessible->len ? ", " : "",
                                    p == s->observer ? _("you")
                                                     : tm_play_table_get_seat_name (table, p));
          }
      for (guint i = 0; i < n; i++)
        if ((moves[i].kind == TM_PRISONER_MOVE_PLACE || moves[i].kind == TM_PRISONER_MOVE_STEP) &&
            moves[i].card == cell)
          code = tm_move_to_code (&moves[i]);

      gtk_widget_remove_css_class (button, "suggested-action");
      gtk_widget_remove_css_class (button, "accent");
      gtk_widget_remove_css_class (button, "tm-underground");
      gtk_widget_remove_css_class (button, "tm-empty");
      if (place != TM_PRISONER_NONE)
        {
          g_autofree char *marks = markings (s, place);
          g_autofree char *words = NULL;

          text = g_strdup_printf ("%s%s%s", place_name (self, place), pawns->len ? "\n♟ " : "",
                                  pawns->str);
          words = g_strdup_printf ("%s%s%s%s%s", place_name (self, place),
                                   marks[0] ? ", " : "", marks,
                                   accessible->len ? _(": pawns of ") : "", accessible->str);
          gtk_widget_set_tooltip_text (button, words);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
          if (tm_prisoner_is_underground (place))
            gtk_widget_add_css_class (button, "tm-underground");
          if (wanted & (1u << place))
            gtk_widget_add_css_class (button, "accent");
        }
      else
        {
          text = g_strdup (code != 0 ? "+" : "");
          gtk_widget_set_tooltip_text (button, code != 0 ? _("Lay the new place here") : NULL);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          code != 0 ? _("An empty spot where the new place may go")
                                                    : _("An empty spot"), -1);
          gtk_widget_add_css_class (button, "tm-empty");
        }
      gtk_label_set_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), text);
      if (code != 0)
        gtk_widget_add_css_class (button, "suggested-action");
      g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (code));
      /* Laid places stay readable (and can be read out) even when they
       * cannot be chosen; empty spots only when a place may go there. */
      gtk_widget_set_sensitive (button, code != 0 || place != TM_PRISONER_NONE);
    }
}

static void
update_hand (TmPrisonerTable       *self,
             const TmPrisonerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *focus = gtk_widget_get_root (GTK_WIDGET (self))
                     ? gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) : NULL;
  guint focus_index = G_MAXUINT;
  guint owner = hand_owner (self, s);
  TmMove moves[TM_MOVE_MAX_LEGAL];
  guint n = legal_moves (self, moves);
  g_autofree char *text = NULL;

  if (focus != NULL)
    g_ptr_array_find (self->hand_cards, focus, &focus_index);
  clear_flow_box (self->hand_box);
  g_ptr_array_set_size (self->hand_cards, 0);

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    for (guint k = 0; k < s->hand[owner][c]; k++)
      {
        GtkWidget *card = tm_card_widget_new ();
        TmCard *data = tm_play_table_lookup_card (self->info, card_id (c));
        gboolean playable = FALSE;

        for (guint i = 0; i < n; i++)
          playable |= moves[i].kind == TM_PRISONER_MOVE_PLAY && moves[i].card == c;
        tm_card_widget_set_card (TM_CARD_WIDGET (card), data, TRUE);
        tm_card_widget_set_playable (TM_CARD_WIDGET (card), playable);
        tm_card_widget_set_hinted (TM_CARD_WIDGET (card), FALSE);
        g_object_set_data (G_OBJECT (card), "card", GUINT_TO_POINTER (c));
        gtk_widget_add_css_class (card, "tm-hand-card");
        gtk_widget_set_size_request (card, HAND_CARD_WIDTH, HAND_CARD_WIDTH * 7 / 5 + 6);
        g_signal_connect_object (card, "activate", G_CALLBACK (card_activate_cb), self, 0);
        gtk_flow_box_append (self->hand_box, card);
        gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
        g_ptr_array_add (self->hand_cards, card);
      }

  if (owner == s->observer)
    text = g_strdup_printf (g_dngettext (NULL, "Your hand: %d card", "Your hand: %d cards",
                                         s->hand_size[owner]),
                            s->hand_size[owner]);
  else
    /* Translators: under Pulsator, the hand of the player whose play the person chooses */
    text = g_strdup_printf (_("%s’s hand, which you see through Pulsator"),
                            tm_play_table_get_seat_name (table, owner));
  gtk_label_set_label (self->hand_label, text);

  if (focus_index != G_MAXUINT && self->hand_cards->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards,
                                              MIN (focus_index, self->hand_cards->len - 1)));
}

static void
render (TmPrisonerTable *self)
{
  const TmPrisonerState *s = state_of (self->observation);
  g_autofree char *village = NULL;
  g_autofree char *piles = NULL;
  guint up = 0;
  guint discards = 0;

  if (s == NULL)
    return;

  update_turn (self, s);
  update_choices (self, s);
  update_roles (self, s);
  update_seats (self, s);

  for (guint v = 0; v < TM_PRISONER_N_PLACES; v++)
    up += (s->village_up >> v) & 1;
  village = g_strdup_printf (_("%d places face up · %d still face down"), up, s->n_village);
  gtk_label_set_label (self->village_label, village);
  gtk_widget_set_visible (GTK_WIDGET (self->places_label), !s->movement);
  gtk_widget_set_visible (self->map_clamp, s->movement);
  if (s->movement)
    update_map (self, s);
  else
    update_places (self, s);

  for (guint c = 0; c < TM_PRISONER_N_TYPES; c++)
    discards += s->discard[c];
  piles = g_strdup_printf (_("Free Information pile: %d to draw · Discard pile: %d"),
                           s->n_draw, discards);
  gtk_label_set_label (self->piles_label, piles);

  update_hand (self, s);
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), FALSE);
}

static void
tm_prisoner_table_update (TmPlayTable        *table,
                          TmPlayState        *observation,
                          const char * const *names,
                          gboolean            deciding)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (table);

  g_set_object (&self->observation, observation);
  tm_play_table_set_seat_names (table, names);
  self->deciding = deciding;
  self->hinted = FALSE;
  render (self);
}

/* Sentences for the log and screen readers */

static char *
tm_prisoner_table_describe_move (TmPlayTable        *table,
                                 TmPlayState        *before_state,
                                 TmPlayState        *after_state,
                                 const char * const *names,
                                 int                 player,
                                 const TmMove       *move)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (table);
  const TmPrisonerState *before = state_of (before_state);
  const TmPrisonerState *after = state_of (after_state);
  const char *who;
  TmMove m = *move;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);

  switch (m.kind)
    {
    case TM_PRISONER_MOVE_PLACE:
      /* Translators: a player lays a Village place on the map */
      return g_strdup_printf (_("%s laid %s on the map"), who, place_name (self, after->map[m.card]));
    case TM_PRISONER_MOVE_STEP:
      return g_strdup_printf (_("%s stepped to %s"), who, place_name (self, after->map[m.card]));
    case TM_PRISONER_MOVE_STAY:
      return g_strdup_printf (_("%s stayed put"), who);
    case TM_PRISONER_MOVE_GIVE_SIX:
      if (tm_play_table_seat_is_you (table, m.target))
        return g_strdup_printf (_("%s gave Number Six to you: you are Number 6"), who);
      return g_strdup_printf (_("%s gave Number Six to %s, who is now Number 6"), who,
                              tm_play_table_get_seat_name (table, m.target));
    case TM_PRISONER_MOVE_KEEP:
      return g_strdup_printf (_("%s left the cards seen where they were"), who);
    case TM_PRISONER_MOVE_SURVEIL:
    case TM_PRISONER_MOVE_DISCARD:
      {
        /* Surveillance, or Pulsator: the player made another discard a card. */
        int made = m.kind == TM_PRISONER_MOVE_SURVEIL ? before->surveil_on : (int) before->turn;

        if (made == player)
          return g_strdup_printf (_("%s discarded %s"), who, card_name (self, m.card));
        if (tm_play_table_seat_is_you (table, made))
          return g_strdup_printf (_("%s made you discard %s"), who, card_name (self, m.card));
        /* Translators: the first player made the second discard a card */
        return g_strdup_printf (_("%s made %s discard %s"), who,
                                tm_play_table_get_seat_name (table, made),
                                card_name (self, m.card));
      }
    default:
      break;
    }

  /* A card played: say it as the turn's owner's, and who chose it.  The
   * person is “you”, never “You’s”. */
  {
    const char *owner = tm_play_table_get_seat_name (table, before->turn);
    gboolean by_you = tm_play_table_seat_is_you (table, before->turn);
    gboolean on_you = m.target != TM_MOVE_NO_TARGET && tm_play_table_seat_is_you (table, m.target);
    const char *target = m.target != TM_MOVE_NO_TARGET
                         ? tm_play_table_get_seat_name (table, m.target) : NULL;
    g_autofree char *what = NULL;

    switch (m.card)
      {
      case TM_PRISONER_NUMBER_SIX:
        what = tm_play_table_seat_is_you (table, before->turn)
               ? g_strdup (_("You are Number 6"))
               : g_strdup_printf (_("%s is Number 6"), owner);
        break;
      case TM_PRISONER_NUMBER_TWO:
        what = tm_play_table_seat_is_you (table, before->turn)
               ? g_strdup (_("You are the new Number 2"))
               : g_strdup_printf (_("%s is the new Number 2"), owner);
        break;
      case TM_PRISONER_BUTLER:
        what = g_strdup_printf (_("%s played the Butler: the %s succeeds and the hand is over"),
                                owner, card_name (self, m.slot));
        break;
      case TM_PRISONER_CURFEW:
        what = g_strdup_printf (_("%s played Curfew: the hand is over"), owner);
        break;
      case TM_PRISONER_DIVERSION:
        what = m.slot < TM_PRISONER_N_TYPES
               ? g_strdup_printf (_("%s played Diversion: the %s now belongs to %s"), owner,
                                  card_name (self, m.slot),
                                  tm_play_table_get_seat_name (table, m.target))
               : g_strdup_printf (_("%s played Diversion, to no effect"), owner);
        break;
      case TM_PRISONER_PROFESSOR_SELTZMAN:
        what = tm_play_table_seat_is_you (table, m.target)
               ? g_strdup_printf (_("%s played Professor Seltzman: you are now Number 2"), owner)
               : m.target != TM_MOVE_NO_TARGET
               ? g_strdup_printf (_("%s played Professor Seltzman: %s is now Number 2"), owner,
                                  tm_play_table_get_seat_name (table, m.target))
               : g_strdup_printf (_("%s played Professor Seltzman, to no effect"), owner);
        break;
      case TM_PRISONER_CARNIVAL:
        what = tm_play_table_seat_is_you (table, m.target)
               ? g_strdup_printf (_("%s played Carnival: you throw away your hand and draw six"),
                                  owner)
               : g_strdup_printf (_("%s played Carnival: %s throws away their hand and draws six"),
                                  owner, tm_play_table_get_seat_name (table, m.target));
        break;
      case TM_PRISONER_SPEED_LEARN:
        what = g_strdup_printf (_("%s played Speed Learn and drew a new hand"), owner);
        break;
      case TM_PRISONER_APPRECIATION_DAY:
        what = g_strdup_printf (_("%s played Appreciation Day: everyone shows Number 2 two cards"),
                                owner);
        break;
      case TM_PRISONER_SURVEILLANCE:
        what = by_you ? g_strdup_printf (_("You played Surveillance and see three of %s’s cards"),
                                         target)
               : on_you ? g_strdup_printf (_("%s played Surveillance and sees three of your cards"),
                                           owner)
               : g_strdup_printf (_("%s played Surveillance and sees three of %s’s cards"), owner,
                                  target);
        break;
      case TM_PRISONER_ALISON:
        what = by_you ? g_strdup_printf (_("You played Alison and see four of %s’s cards"), target)
               : on_you ? g_strdup_printf (_("%s played Alison and sees four of your cards"), owner)
               : g_strdup_printf (_("%s played Alison and sees four of %s’s cards"), owner, target);
        break;
      case TM_PRISONER_THE_GENERAL:
        what = by_you ? g_strdup_printf (_("You played The General and see %s’s whole hand"),
                                         target)
               : on_you ? g_strdup_printf (_("%s played The General and sees your whole hand"),
                                           owner)
               : g_strdup_printf (_("%s played The General and sees %s’s whole hand"), owner,
                                  target);
        break;
      case TM_PRISONER_KOSHO:
        what = on_you ? g_strdup_printf (_("%s played Kosho and swapped hands with you"), owner)
               : g_strdup_printf (_("%s played Kosho and swapped hands with %s"), owner, target);
        break;
      case TM_PRISONER_PULSATOR:
        what = on_you ? g_strdup_printf (_("%s played Pulsator on you, to choose your next play"),
                                         owner)
               : g_strdup_printf (_("%s played Pulsator on %s, to choose their next play"), owner,
                                  target);
        break;
      default:
        if (m.slot < TM_PRISONER_N_TYPES)
          /* Translators: a Recapture or Foil (second %s) stops an Escape or Plot (third) */
          what = g_strdup_printf (_("%s played %s: the %s is stopped"), owner,
                                  card_name (self, m.card), card_name (self, m.slot));
        else
          /* Translators: a player lays an Escape or a Plot in front of them */
          what = g_strdup_printf (_("%s laid %s"), owner, card_name (self, m.card));
        break;
      }

    if ((int) before->turn != player)
      /* Translators: Pulsator: who chose the play, then what happened */
      return g_strdup_printf (_("%s chose: %s"), who, what);
    return g_steal_pointer (&what);
  }
}

static char *
tm_prisoner_table_describe_hint (TmPlayTable        *table,
                                 TmPlayState        *observation,
                                 const char * const *names,
                                 const TmMove       *move)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (table);
  g_autofree char *words = NULL;

  tm_play_table_set_seat_names (table, names);
  words = move_words (self, state_of (observation), *move);
  /* Translators: %s is what a hint suggests, such as “Stop the Boat” */
  return g_strdup_printf (_("Hint: %s"), words);
}

static char *
tm_prisoner_table_describe_start (TmPlayTable        *table,
                                  TmPlayState        *observation,
                                  const char * const *names)
{
  const TmPrisonerState *s = state_of (observation);

  tm_play_table_set_seat_names (table, names);
  if (s->game_over || s->moves_in_hand != 0)
    return NULL;
  /* Translators: the start of a hand: the dealer, and who plays first */
  return g_strdup_printf (_("Hand %d: %s deals, %s starts"), s->hand_number,
                          tm_play_table_get_seat_name (table, s->dealer),
                          tm_play_table_get_seat_name (table, s->turn));
}

static void
tm_prisoner_table_show_hint (TmPlayTable  *table,
                             const TmMove *move)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (table);
  gboolean focused = FALSE;
  TmMove m = *move;

  self->hint = m;
  self->hinted = TRUE;

  for (guint i = 0; i < self->hand_cards->len; i++)
    {
      TmCardWidget *card = g_ptr_array_index (self->hand_cards, i);
      gboolean hinted = (m.kind == TM_PRISONER_MOVE_PLAY || m.kind == TM_PRISONER_MOVE_DISCARD) &&
                        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "card")) == m.card;

      tm_card_widget_set_hinted (card, hinted && !focused);
      if (hinted && !focused)
        focused = gtk_widget_grab_focus (GTK_WIDGET (card));
    }
  if (!focused && (m.kind == TM_PRISONER_MOVE_PLACE || m.kind == TM_PRISONER_MOVE_STEP))
    focused = gtk_widget_grab_focus (g_ptr_array_index (self->cells, m.card));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box));
       child != NULL && !focused; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move")) == tm_move_to_code (&m))
        focused = gtk_widget_grab_focus (button);
    }
}

static gboolean
tm_prisoner_table_focus_first (TmPlayTable *table)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (table);
  GtkWidget *choice = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box));

  if (choice != NULL && gtk_widget_get_visible (GTK_WIDGET (self->choices_box)))
    return gtk_widget_grab_focus (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (choice)));
  for (guint i = 0; i < self->cells->len; i++)
    if (gtk_widget_get_sensitive (g_ptr_array_index (self->cells, i)) &&
        gtk_widget_get_visible (self->map_clamp))
      return gtk_widget_grab_focus (g_ptr_array_index (self->cells, i));
  for (guint i = 0; i < self->hand_cards->len; i++)
    if (tm_card_widget_get_playable (g_ptr_array_index (self->hand_cards, i)))
      return gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, i));
  if (self->hand_cards->len > 0)
    return gtk_widget_grab_focus (g_ptr_array_index (self->hand_cards, 0));
  return FALSE;
}

static void
tm_prisoner_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_prisoner_table_update;
  iface->describe_move = tm_prisoner_table_describe_move;
  iface->show_hint = tm_prisoner_table_show_hint;
  iface->focus_first = tm_prisoner_table_focus_first;
  iface->describe_hint = tm_prisoner_table_describe_hint;
  iface->describe_start = tm_prisoner_table_describe_start;
}

static void
tm_prisoner_table_dispose (GObject *object)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  self->info = NULL;
  self->village = NULL;
  self->rulebook = NULL;
  g_ptr_array_set_size (self->hand_cards, 0);
  g_ptr_array_set_size (self->cells, 0);

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_PRISONER_TABLE);

  G_OBJECT_CLASS (tm_prisoner_table_parent_class)->dispose (object);
}

static void
tm_prisoner_table_finalize (GObject *object)
{
  TmPrisonerTable *self = TM_PRISONER_TABLE (object);

  g_ptr_array_unref (self->hand_cards);
  g_ptr_array_unref (self->cells);

  G_OBJECT_CLASS (tm_prisoner_table_parent_class)->finalize (object);
}

static void
tm_prisoner_table_class_init (TmPrisonerTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_prisoner_table_dispose;
  object_class->finalize = tm_prisoner_table_finalize;

  tm_play_table_class_set_template (widget_class, "/games/prisoner/tm-prisoner-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, roles_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, village_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, places_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, map_clamp);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, map_grid);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, piles_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TmPrisonerTable, why_label);
  gtk_widget_class_bind_template_callback (widget_class, hand_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, why_link_cb);
}

static void
tm_prisoner_table_init (TmPrisonerTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->hand_cards = g_ptr_array_new ();
  self->cells = g_ptr_array_new ();
  for (guint cell = 0; cell < TM_PRISONER_MAP_CELLS; cell++)
    {
      /* One line for the place (cut short in a narrow window; the
       * tooltip and the accessible label give it whole), one for pawns. */
      GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                       "ellipsize", PANGO_ELLIPSIZE_END,
                                       "justify", GTK_JUSTIFY_CENTER,
                                       "max-width-chars", 5,
                                       "css-classes", (const char *[]) { "caption", NULL },
                                       NULL);
      GtkWidget *button = g_object_new (GTK_TYPE_BUTTON, "child", label, NULL);

      gtk_widget_add_css_class (button, "tm-cell");
      gtk_widget_set_hexpand (button, TRUE);
      gtk_widget_set_vexpand (button, FALSE);
      gtk_widget_set_size_request (button, 38, 52);
      g_signal_connect_object (button, "clicked", G_CALLBACK (cell_clicked_cb), self, 0);
      gtk_grid_attach (self->map_grid, button, cell % SIDE, cell / SIDE, 1, 1);
      g_ptr_array_add (self->cells, button);
    }
}

/**
 * tm_prisoner_table_new:
 * @catalogue: the catalogue, for the cards' names and the rules
 *
 * Creates a Prisoner table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_prisoner_table_new (TmCatalogue *catalogue)
{
  TmPrisonerTable *self = g_object_new (TM_TYPE_PRISONER_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  self->info = tm_catalogue_get_deck (catalogue, "prisoner-info", NULL);
  self->village = tm_catalogue_get_deck (catalogue, "prisoner-village", NULL);
  self->rulebook = tm_catalogue_get_rulebook (catalogue, "prisoner", NULL);
  return GTK_WIDGET (self);
}
