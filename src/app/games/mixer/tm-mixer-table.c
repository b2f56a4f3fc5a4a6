/* tm-mixer-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "games/mixer/tm-mixer-play.h"
#include "tm-mixer-table.h"

/* The mixer's quiz, as a host shows it on one screen for the whole room
 * (ruling quiz-screen): the card being read in large type, the answers
 * given to it so far, and once it is over who won it and, from the
 * owner's answer list (their card edits), the answer.  The controls are
 * those of the move to make: the reader's next card; Right and Wrong for
 * a card answered aloud (the keys R and W); for a card with an answer,
 * the list to name one from, narrowed by typing (Enter names the first,
 * Down moves into the list), or Pass.  The tally of every guest follows.
 * The table reads one observation through the game's engine header; the
 * words of answers come from the card edits, never from play. */

struct _TmMixerTable
{
  GtkWidget        parent_instance;

  TmCatalogue     *catalogue;
  TmDeck          *deck;
  TmPlayState     *observation;   /* the one shown */
  gboolean         deciding;
  TmMove           moves[TM_MOVE_MAX_LEGAL];
  guint            n_moves;
  guint32          listed;        /* the cards whose answers choices_box lists */
  guint8           entry_card;    /* the card the answer entry was typed for */
  int              decision;      /* who decided what last (see update) */

  GtkLabel        *turn_label;
  GtkWidget       *card_box;
  GtkLabel        *number_label;
  GtkLabel        *name_label;
  GtkLabel        *text_label;
  GtkLabel        *answers_label;
  GtkLabel        *reveal_label;
  GtkWidget       *read_button;
  GtkWidget       *judge_box;
  GtkWidget       *right_button;
  GtkWidget       *wrong_button;
  GtkWidget       *pick_box;
  GtkSearchEntry  *answer_entry;
  GtkWidget       *pass_button;
  GtkFlowBox      *choices_box;
  GtkLabel        *tally_label;
  GtkFlowBox      *tally_box;
};

static void tm_mixer_table_iface_init (TmPlayTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmMixerTable, tm_mixer_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_mixer_table_iface_init))

static const TmMixerState *
state_of (TmPlayState *observation)
{
  return tm_play_state_peek_data (observation);
}

/* The deck's card of one of play's cards, as the person may have renamed it. */
static TmCard *
lookup_card (TmMixerTable *self,
             guint         card)
{
  const TmMixerCards *cards = tm_mixer_cards ();

  if (card >= cards->n_cards)
    return NULL;
  return tm_play_table_lookup_card (self->deck, cards->ids[card]);
}

static const char *
card_name (TmMixerTable *self,
           guint         card)
{
  TmCard *c = lookup_card (self, card);

  return c != NULL ? tm_card_get_name (c) : "?";
}

/* The owner's answer to a card, from their card edits, or NULL. */
static const char *
answer_of (TmMixerTable *self,
           guint         card)
{
  const TmMixerCards *cards = tm_mixer_cards ();

  if (card >= cards->n_cards)
    return NULL;
  return tm_card_edits_get_answer (tm_catalogue_get_card_edits (self->catalogue),
                                   cards->deck_id, cards->ids[card]);
}

static const TmMove *
find_move (TmMixerTable *self,
           guint         kind,
           int           card)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == kind && (card < 0 || self->moves[i].card == card))
      return &self->moves[i];
  return NULL;
}

/* Makes a move, or says why the rules refuse it (never in silence). */
static void
emit (TmMixerTable *self,
      GtkWidget    *origin,
      guint         kind,
      int           card)
{
  const TmMove *move = find_move (self, kind, card);
  TmMove attempt = { kind, card < 0 ? 0 : card, TM_MOVE_NO_TARGET, 0 };

  if (move != NULL)
    tm_play_table_emit_move (TM_PLAY_TABLE (self), move);
  else
    tm_play_table_refuse (TM_PLAY_TABLE (self), origin, self->observation, self->deciding,
                          &attempt);
}

static void
read_clicked_cb (TmMixerTable *self)
{
  emit (self, self->read_button, TM_MIXER_MOVE_READ, -1);
}

static void
right_clicked_cb (TmMixerTable *self)
{
  emit (self, self->right_button, TM_MIXER_MOVE_RIGHT, -1);
}

static void
wrong_clicked_cb (TmMixerTable *self)
{
  emit (self, self->wrong_button, TM_MIXER_MOVE_WRONG, -1);
}

static void
pass_clicked_cb (TmMixerTable *self)
{
  emit (self, self->pass_button, TM_MIXER_MOVE_PASS, -1);
}

static void
choice_clicked_cb (GtkButton    *button,
                   TmMixerTable *self)
{
  emit (self, GTK_WIDGET (button), TM_MIXER_MOVE_ANSWER,
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card")) - 1);
}

/* Whether an answer in the list matches what has been typed. */
static gboolean
matches (TmMixerTable *self,
         GtkWidget    *child)
{
  GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->answer_entry));
  g_autofree char *query = g_utf8_casefold (typed, -1);
  g_autofree char *label = g_utf8_casefold (gtk_button_get_label (GTK_BUTTON (button)), -1);

  return strstr (label, query) != NULL;
}

static gboolean
filter_cb (GtkFlowBoxChild *child,
           gpointer         user_data)
{
  return matches (user_data, GTK_WIDGET (child));
}

static GtkWidget *
first_match (TmMixerTable *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (matches (self, child))
      return gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
  return NULL;
}

static void
answer_changed_cb (TmMixerTable *self)
{
  gtk_flow_box_invalidate_filter (self->choices_box);
}

static void
answer_activate_cb (TmMixerTable *self)
{
  GtkWidget *button = first_match (self);

  if (button != NULL)
    choice_clicked_cb (GTK_BUTTON (button), self);
  else
    /* No answer of the list: one the rules do not know. */
    emit (self, GTK_WIDGET (self->answer_entry), TM_MIXER_MOVE_ANSWER, TM_MIXER_MAX_CARDS);
}

static gboolean
answer_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       TmMixerTable          *self)
{
  GtkWidget *button;

  if ((keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down) ||
      (button = first_match (self)) == NULL)
    return FALSE;
  return gtk_widget_grab_focus (button);
}

/* R and W judge an answer given aloud; at any other time they are
 * refused with the reason (what is typed into the answer field never
 * comes here). */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TmMixerTable          *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_r:
      emit (self, self->right_button, TM_MIXER_MOVE_RIGHT, -1);
      return TRUE;
    case GDK_KEY_w:
      emit (self, self->wrong_button, TM_MIXER_MOVE_WRONG, -1);
      return TRUE;
    default:
      return FALSE;
    }
}

static int
compare_answers (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  TmMixerTable *self = user_data;
  guint ca = GPOINTER_TO_UINT (a), cb = GPOINTER_TO_UINT (b);

  return g_utf8_collate (answer_of (self, ca), answer_of (self, cb));
}

/* The owner's answer list, in alphabetical order, so that its order says
 * nothing of which card an answer belongs to. */
static void
fill_choices (TmMixerTable       *self,
              const TmMixerState *s)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  GtkWidget *child;

  if (self->listed == s->answered)
    return;
  self->listed = s->answered;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box))) != NULL)
    gtk_flow_box_remove (self->choices_box, child);

  for (guint c = 0; c < s->n_cards; c++)
    if (tm_mixer_has_answer (s, c) && answer_of (self, c) != NULL)
      g_ptr_array_add (list, GUINT_TO_POINTER (c));
  g_ptr_array_sort_values_with_data (list, compare_answers, self);
  for (guint i = 0; i < list->len; i++)
    {
      guint c = GPOINTER_TO_UINT (g_ptr_array_index (list, i));
      GtkWidget *button = gtk_button_new_with_label (answer_of (self, c));
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      g_object_set_data (G_OBJECT (button), "card", GUINT_TO_POINTER (c + 1));
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, 0);
      gtk_flow_box_append (self->choices_box, button);
    }
}

/* What a guest said to a card, for people to read. */
static char *
said (TmMixerTable *self,
      guint8        answer)
{
  switch (answer)
    {
    case TM_MIXER_ANSWER_PASS:
      return g_strdup (C_("mixer answer", "passed"));
    case TM_MIXER_ANSWER_RIGHT:
      return g_strdup (C_("mixer answer", "right"));
    case TM_MIXER_ANSWER_WRONG:
      return g_strdup (C_("mixer answer", "wrong"));
    default:
      return g_strdup_printf ("“%s”", answer_of (self, answer) != NULL ? answer_of (self, answer)
                                                                       : "?");
    }
}

static char *
answers_text (TmMixerTable       *self,
              const TmMixerState *s,
              guint               card)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  g_autoptr(GString) text = g_string_new (NULL);
  guint reader = s->holder[card];

  for (guint i = 1; i < s->n_players; i++)
    {
      guint p = (reader + i) % s->n_players;
      g_autofree char *what = NULL;

      if (s->answers[card][p] == TM_MIXER_NO_ANSWER)
        continue;
      what = said (self, s->answers[card][p]);
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: a guest's name and what they answered */
      g_string_append_printf (text, _("%s: %s"), tm_play_table_get_seat_name (table, p), what);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* How a card read came out, once it is over; NULL before. */
static char *
outcome_text (TmMixerTable       *self,
              const TmMixerState *s,
              guint               card)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  const char *answer = answer_of (self, card);
  g_autofree char *result = NULL;
  guint right = 0;

  for (guint p = 0; p < s->n_players; p++)
    right += s->answers[card][p] == TM_MIXER_ANSWER_RIGHT || s->answers[card][p] == card;

  switch (s->status[card])
    {
    case TM_MIXER_WON:
      result = g_strdup_printf (_("%s wins the card"),
                                tm_play_table_get_seat_name (table, s->winner[card]));
      break;
    case TM_MIXER_SET_ASIDE:
      result = g_strdup (_("Nobody knew it"));
      break;
    case TM_MIXER_DONE:
      if (s->group)
        result = g_strdup (right > 0 ? _("The group was right") : _("The group did not know"));
      else
        result = g_strdup_printf (g_dngettext (NULL, "%u right answer", "%u right answers", right),
                                  right);
      break;
    default:
      return NULL;
    }
  if (answer == NULL)
    return g_steal_pointer (&result);
  /* Translators: how a card came out, then its answer from the owner's list */
  return g_strdup_printf (_("%s. The answer: %s"), result, answer);
}

static void
update_tally (TmMixerTable       *self,
              const TmMixerState *s)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  guint aside = 0, read = s->n_read - (s->reading != TM_MIXER_NONE);
  g_autofree char *title = NULL;
  GtkWidget *child;

  for (guint c = 0; c < s->n_cards; c++)
    aside += s->status[c] == TM_MIXER_SET_ASIDE;
  if (s->group)
    title = g_strdup_printf (_("The group: %u right of %u"), s->group_right, read);
  else if (s->written)
    title = g_strdup (_("Right answers"));
  else
    title = g_strdup_printf (g_dngettext (NULL, "Cards won · %u set aside",
                                          "Cards won · %u set aside", aside),
                             aside);
  gtk_label_set_label (self->tally_label, title);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tally_box))) != NULL)
    gtk_flow_box_remove (self->tally_box, child);
  for (guint p = 0; p < s->n_players; p++)
    {
      gboolean current = !s->game_over && s->current == p;
      g_autofree char *text = NULL;
      GtkWidget *label;

      if (current)
        /* Translators: a guest's name and their count; ▶ marks who moves */
        text = g_strdup_printf (_("▶ %s: %u"), tm_play_table_get_seat_name (table, p),
                                s->right[p]);
      else
        text = g_strdup_printf (_("%s: %u"), tm_play_table_get_seat_name (table, p), s->right[p]);
      label = g_object_new (GTK_TYPE_LABEL,
                            "label", text,
                            "ellipsize", PANGO_ELLIPSIZE_END,
                            "margin-top", 6, "margin-bottom", 6,
                            "margin-start", 8, "margin-end", 8,
                            "css-classes", (const char *[]) { "numeric", current ? "heading" : "body", NULL },
                            NULL);
      gtk_flow_box_append (self->tally_box, label);
      gtk_widget_add_css_class (gtk_widget_get_parent (label), "card");
    }
}

static gboolean focus_first (TmPlayTable *table);

static void
tm_mixer_table_update (TmPlayTable        *table,
                       TmPlayState        *observation,
                       const char * const *names,
                       gboolean            deciding)
{
  TmMixerTable *self = TM_MIXER_TABLE (table);
  const TmMixerState *s = state_of (observation);
  guint last = s->n_read > 0 ? s->read_order[s->n_read - 1] : TM_MIXER_NONE;
  g_autofree char *turn = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *answers = NULL;

  tm_play_table_set_seat_names (table, names);
  self->n_moves = tm_play_table_list_choices (observation, deciding, self->moves);
  g_set_object (&self->observation, observation);
  self->deciding = deciding;

  if (s->game_over)
    turn = g_strdup (_("The quiz is over"));
  else if (s->reading == TM_MIXER_NONE)
    turn = g_strdup_printf (_("Next to read: %s"), tm_play_table_get_seat_name (table, s->reader));
  else if (s->group)
    /* Translators: %s speaks for the whole group */
    turn = g_strdup_printf (_("The group answers, through %s"),
                            tm_play_table_get_seat_name (table, s->current));
  else
    turn = g_strdup_printf (_("Answering: %s"), tm_play_table_get_seat_name (table, s->current));
  gtk_label_set_label (self->turn_label, turn);

  if (last == TM_MIXER_NONE)
    {
      g_autofree char *intro = g_strdup_printf (g_dngettext (NULL, "%u card for %u guests",
                                                             "%u cards for %u guests",
                                                             s->n_cards),
                                                s->n_cards, s->n_players);

      gtk_label_set_label (self->number_label, intro);
      gtk_label_set_label (self->name_label, _("Who is it?"));
      gtk_label_set_label (self->text_label,
                           _("Each card's name is a disguise: name who it stands for."));
    }
  else
    {
      TmCard *card = lookup_card (self, last);
      g_autofree char *number = g_strdup_printf (_("Card %u of %u, read by %s"), s->n_read,
                                                 s->n_cards,
                                                 tm_play_table_get_seat_name (table,
                                                                              s->holder[last]));

      gtk_label_set_label (self->number_label, number);
      gtk_label_set_label (self->name_label, card_name (self, last));
      gtk_label_set_label (self->text_label, card != NULL ? tm_card_get_text (card) : "");
      outcome = outcome_text (self, s, last);
      answers = answers_text (self, s, last);
    }
  gtk_label_set_label (self->answers_label, answers != NULL ? answers : "");
  gtk_widget_set_visible (GTK_WIDGET (self->answers_label), answers != NULL && *answers != '\0');
  gtk_label_set_label (self->reveal_label, outcome != NULL ? outcome : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_label), outcome != NULL);

  gtk_widget_set_visible (self->read_button, find_move (self, TM_MIXER_MOVE_READ, -1) != NULL);
  gtk_widget_set_visible (self->judge_box, find_move (self, TM_MIXER_MOVE_WRONG, -1) != NULL);
  gtk_widget_set_sensitive (self->right_button, find_move (self, TM_MIXER_MOVE_RIGHT, -1) != NULL);
  gtk_widget_set_visible (self->pick_box, find_move (self, TM_MIXER_MOVE_PASS, -1) != NULL);
  fill_choices (self, s);
  if (self->entry_card != s->reading)
    {
      self->entry_card = s->reading;
      gtk_editable_set_text (GTK_EDITABLE (self->answer_entry), "");
    }

  update_tally (self, s);

  /* Several people take their turns at one keyboard without the Play
   * section seeing a new turn, so each new decision takes the focus to
   * its control, unless the person has moved it out of the table. */
  {
    int decision = deciding ? s->n_read * 64 + s->current * 2 + (s->reading != TM_MIXER_NONE) : -1;
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

    if (root != NULL && decision >= 0 && decision != self->decision &&
        (focus == NULL || !gtk_widget_get_mapped (focus) ||
         gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
      focus_first (table);
    self->decision = decision;
  }
}

static char *
tm_mixer_table_describe_move (TmPlayTable        *table,
                              TmPlayState        *before,
                              TmPlayState        *after,
                              const char * const *names,
                              int                 player,
                              const TmMove       *move)
{
  TmMixerTable *self = TM_MIXER_TABLE (table);
  const TmMixerState *b = state_of (before), *a = state_of (after);
  const char *who;
  guint card;
  g_autofree char *what = NULL;
  g_autofree char *outcome = NULL;

  tm_play_table_set_seat_names (table, names);
  who = tm_play_table_get_seat_name (table, player);
  if (move->kind == TM_MIXER_MOVE_READ)
    {
      card = a->reading;
      if (tm_play_table_seat_is_you (table, player))
        /* Translators: the disguised name on the card the person reads */
        return g_strdup_printf (_("You read “%s”"),
                                card != TM_MIXER_NONE ? card_name (self, card) : "?");
      /* Translators: a guest's name and the disguised name on the card they read */
      return g_strdup_printf (_("%s reads “%s”"), who,
                              card != TM_MIXER_NONE ? card_name (self, card) : "?");
    }

  card = b->reading;
  if (card == TM_MIXER_NONE)
    return g_strdup_printf (_("%s moved"), who);
  what = said (self, a->answers[card][player]);
  outcome = outcome_text (self, a, card);
  if (outcome == NULL)
    /* Translators: a guest's name and what they answered (right, wrong, passed or a name) */
    return g_strdup_printf (_("%s: %s"), who, what);
  /* Translators: a guest's answer, then how the card came out */
  return g_strdup_printf (_("%s: %s. %s"), who, what, outcome);
}

static char *
tm_mixer_table_describe_start (TmPlayTable        *table,
                               TmPlayState        *observation,
                               const char * const *names)
{
  const TmMixerState *s = state_of (observation);

  tm_play_table_set_seat_names (table, names);
  if (tm_play_table_seat_is_you (table, s->reader))
    return g_strdup_printf (g_dngettext (NULL, "%u Traitor card for %u guests; you read first",
                                         "%u Traitor cards for %u guests; you read first",
                                         s->n_cards),
                            s->n_cards, s->n_players);
  return g_strdup_printf (g_dngettext (NULL, "%u Traitor card for %u guests; %s reads first",
                                       "%u Traitor cards for %u guests; %s reads first",
                                       s->n_cards),
                          s->n_cards, s->n_players, tm_play_table_get_seat_name (table, s->reader));
}

static gboolean
focus_first (TmPlayTable *table)
{
  TmMixerTable *self = TM_MIXER_TABLE (table);

  if (gtk_widget_get_visible (self->read_button))
    return gtk_widget_grab_focus (self->read_button);
  if (gtk_widget_get_visible (self->judge_box))
    return gtk_widget_grab_focus (gtk_widget_get_sensitive (self->right_button) ?
                                  self->right_button : self->wrong_button);
  if (gtk_widget_get_visible (self->pick_box))
    return gtk_widget_grab_focus (GTK_WIDGET (self->answer_entry));
  return FALSE;
}

static void
tm_mixer_table_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_mixer_table_update;
  iface->describe_move = tm_mixer_table_describe_move;
  iface->focus_first = focus_first;
  iface->describe_start = tm_mixer_table_describe_start;
}

static void
tm_mixer_table_dispose (GObject *object)
{
  TmMixerTable *self = TM_MIXER_TABLE (object);

  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  self->deck = NULL;
  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_MIXER_TABLE);

  G_OBJECT_CLASS (tm_mixer_table_parent_class)->dispose (object);
}

static void
tm_mixer_table_class_init (TmMixerTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_mixer_table_dispose;

  tm_play_table_class_set_template (widget_class, "/games/mixer/tm-mixer-table.ui");
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, card_box);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, number_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, name_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, text_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, answers_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, reveal_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, read_button);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, judge_box);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, right_button);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, wrong_button);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, pick_box);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, answer_entry);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, tally_label);
  gtk_widget_class_bind_template_child (widget_class, TmMixerTable, tally_box);
  gtk_widget_class_bind_template_callback (widget_class, read_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, right_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, wrong_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, answer_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, answer_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, answer_key_pressed_cb);
}

static void
tm_mixer_table_init (TmMixerTable *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->entry_card = TM_MIXER_NONE;
  self->decision = -1;
  self->listed = G_MAXUINT32;
  gtk_flow_box_set_filter_func (self->choices_box, filter_cb, self, NULL);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/**
 * tm_mixer_table_new:
 * @catalogue: the catalogue, for the cards' names (as renamed) and the
 *   owner's answers (their card edits)
 *
 * Creates the mixer's quiz table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_mixer_table_new (TmCatalogue *catalogue)
{
  TmMixerTable *self = g_object_new (TM_TYPE_MIXER_TABLE, NULL);

  self->catalogue = g_object_ref (catalogue);
  /* The rules know which deck holds the Traitor cards once prepared. */
  if (tm_play_rules_load ("mixer", NULL) != NULL)
    self->deck = tm_catalogue_get_deck (catalogue, tm_mixer_cards ()->deck_id, NULL);
  return GTK_WIDGET (self);
}
