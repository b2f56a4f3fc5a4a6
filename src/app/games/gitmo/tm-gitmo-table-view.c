/* tm-gitmo-table-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-card-widget.h"
#include "tm-gitmo-table-view.h"
#include "tm-gitmo-words.h"

/* The Gitmo table, drawn from one player's observation, read through the
 * game's own engine header.  Every card lies face up, so it shows every
 * player's spots (partners side by side in one box) with their runs as
 * rows of numbered chips, the cards laid on runs and the cards set aside;
 * the deck with its top card face up and how many cards lie under it (not
 * their order), and the Special Ops pile face down.  Above them: whose
 * turn it is, what the person is choosing now (the engine's stage: what
 * to move, then where it goes; a card to lay; runs to swap; a move to
 * point out or to answer) and the choices that are not on the table (end
 * the turn, pass, accept, decline, choose again).
 *
 * What may be chosen comes from the legal moves of the stage alone
 * (tm_play_table_list_choices()): those spots, piles and cards are
 * raised at full colour, everything else is dimmed, and the focus ring is
 * left to the keyboard focus.  Choosing something the rules forbid says
 * why, in the engine's words (its check_move: the rule's section and
 * ruling), with a link to the rules.  A card set aside gives its full
 * text as a tooltip, as its accessible description and, when clicked, in
 * a popover.  Tab and Shift+Tab go through everything; Left and Right
 * (Up and Down) move between the spots, Home and End to the first and
 * the last; Enter or Space chooses. */

#define NONE TM_GITMO_NONE
#define CHIPS_PER_LINE 8

struct _TmGitmoTableView
{
  GtkWidget     parent_instance;

  TmCatalogue  *catalogue;
  TmGitmoWords  words;          /* this table, and the game's decks in its definition's order */
  TmRulebook   *rulebook;
  TmPlayState  *observation;    /* the one shown */
  gboolean      deciding;       /* the person at the screen has a choice to make */
  TmMove        moves[TM_MOVE_MAX_LEGAL];   /* their choices */
  guint         n_moves;
  GPtrArray    *spot_buttons;   /* GtkButton, in the order shown */
  GtkWidget    *popover;
  GtkWidget    *popover_origin;

  GtkLabel     *turn_label;
  GtkLabel     *prompt_label;
  GtkLabel     *why_label;
  GtkWidget    *end_button;
  GtkWidget    *pass_button;
  GtkWidget    *accept_button;
  GtkWidget    *decline_button;
  GtkWidget    *again_button;
  GtkWidget    *deck_button;
  TmCardWidget *deck_card;
  GtkLabel     *deck_label;
  TmCardWidget *special_ops_card;
  GtkLabel     *special_ops_label;
  GtkFlowBox   *seats_box;
  GtkLabel     *legend_label;
};

static void     tm_gitmo_table_view_iface_init  (TmPlayTableInterface *iface);
static gboolean tm_gitmo_table_view_focus_first (TmPlayTable          *table);

G_DEFINE_FINAL_TYPE_WITH_CODE (TmGitmoTableView, tm_gitmo_table_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TM_TYPE_PLAY_TABLE,
                                                      tm_gitmo_table_view_iface_init))

static const TmGitmoState *
state_of (TmPlayState *state)
{
  return state != NULL ? tm_play_state_peek_data (state) : NULL;
}

static guint
partner_of (const TmGitmoState *s,
            guint               seat)
{
  return s->partners ? (seat + s->n_players / 2) % s->n_players : seat;
}

static gboolean
why_link_cb (TmGitmoTableView *self,
             const char       *uri)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-uri", "(ss)", "gitmo", uri);
  return TRUE;
}

/* Choosing */

static gboolean
is_pick (guint kind)
{
  return kind == TM_GITMO_MOVE_PICK || kind == TM_GITMO_MOVE_POINT;
}

/* The choices of the stage that concern a spot. */
static guint
spot_choices (TmGitmoTableView   *self,
              const TmGitmoState *s,
              guint               g,
              TmMove             *out)
{
  guint seat = g / s->spots, slot = g % s->spots, n = 0;

  for (guint i = 0; i < self->n_moves; i++)
    {
      TmMove m = self->moves[i];
      gboolean here = FALSE;

      if (is_pick (m.kind))
        here = (m.card == TM_GITMO_SOURCE_RUN || m.card == TM_GITMO_SOURCE_BOTTOM ||
                m.card == TM_GITMO_SOURCE_PLACED) && m.target == seat && m.slot == slot;
      else if (m.kind == TM_GITMO_MOVE_PUT || m.kind == TM_GITMO_MOVE_LAY ||
               m.kind == TM_GITMO_MOVE_SWAP_WITH)
        here = m.target == seat && m.slot == slot;
      else if (m.kind == TM_GITMO_MOVE_SWAP)
        here = seat == s->decider && m.slot == slot;
      if (here)
        out[n++] = m;
    }
  return n;
}

/* The pick of the deck's top card, or of a card set aside (@card). */
static const TmMove *
pile_choice (TmGitmoTableView *self,
             guint             source,
             guint             card)
{
  for (guint i = 0; i < self->n_moves; i++)
    {
      const TmMove *m = &self->moves[i];

      if (is_pick (m->kind) && m->card == source &&
          (source == TM_GITMO_SOURCE_DECK || m->slot == card - TM_GITMO_FIRST_SPECIAL))
        return m;
    }
  return NULL;
}

static const TmMove *
find_kind (TmGitmoTableView *self,
           guint             kind)
{
  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == kind)
      return &self->moves[i];
  return NULL;
}

/* The choice a click on a spot would make, for asking the rules why it
 * is refused. */
static TmMove
spot_attempt (const TmGitmoState *s,
              guint               g)
{
  guint seat = g / s->spots, slot = g % s->spots;
  gboolean laid;

  switch (s->phase)
    {
    case TM_GITMO_PHASE_PUT:
      laid = s->picked_source == TM_GITMO_SOURCE_PLACED ||
             (s->picked_source == TM_GITMO_SOURCE_ASIDE &&
              (tm_gitmo_words_effect (s, TM_GITMO_FIRST_SPECIAL + s->picked_slot)->flags &
               TM_GITMO_EFFECT_PLACED));
      return (TmMove) { TM_GITMO_MOVE_PUT,
                        s->run_n[g] == 0 ? TM_GITMO_END_SPOT
                                         : laid ? TM_GITMO_END_ON : TM_GITMO_END_TOP,
                        seat, slot };
    case TM_GITMO_PHASE_LAY:
      return (TmMove) { TM_GITMO_MOVE_LAY, 0, seat, slot };
    case TM_GITMO_PHASE_SWAP:
      if (seat == s->decider)
        return (TmMove) { TM_GITMO_MOVE_SWAP, 0, TM_MOVE_NO_TARGET, slot };
      return (TmMove) { TM_GITMO_MOVE_SWAP_WITH, 0, seat, slot };
    case TM_GITMO_PHASE_SWAP_WITH:
      return (TmMove) { TM_GITMO_MOVE_SWAP_WITH, 0, seat, slot };
    case TM_GITMO_PHASE_HELP:
      return (TmMove) { TM_GITMO_MOVE_POINT, TM_GITMO_SOURCE_RUN, seat, slot };
    default:
      return (TmMove) { TM_GITMO_MOVE_PICK, TM_GITMO_SOURCE_RUN, seat, slot };
    }
}

static TmMove
pile_attempt (const TmGitmoState *s,
              guint               source,
              guint               card)
{
  guint kind = s->phase == TM_GITMO_PHASE_HELP ? TM_GITMO_MOVE_POINT : TM_GITMO_MOVE_PICK;

  if (source == TM_GITMO_SOURCE_DECK)
    return (TmMove) { kind, source, TM_MOVE_NO_TARGET, 0 };
  return (TmMove) { kind, source, TM_MOVE_NO_TARGET, card - TM_GITMO_FIRST_SPECIAL };
}

static void
emit (TmGitmoTableView *self,
      TmMove            move)
{
  tm_play_table_emit_move (TM_PLAY_TABLE (self), &move);
}

static void
close_popover (TmGitmoTableView *self)
{
  if (self->popover == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->popover, self);
  gtk_widget_unparent (self->popover);
  self->popover = NULL;
  self->popover_origin = NULL;
}

static void
popover_closed_cb (TmGitmoTableView *self)
{
  /* Back to where the person was, for the keyboard. */
  if (self->popover_origin != NULL && gtk_widget_get_mapped (self->popover_origin))
    gtk_widget_grab_focus (self->popover_origin);
}

/* A popover of the table pointing at @origin, with @box in it. */
static void
show_popover (TmGitmoTableView *self,
              GtkWidget        *origin,
              GtkWidget        *box,
              GtkWidget        *focus)
{
  graphene_rect_t bounds;
  GdkRectangle rect = { 0, 0, 1, 1 };

  close_popover (self);
  self->popover = tm_play_table_new_popover ();
  self->popover_origin = origin;
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  if (gtk_widget_compute_bounds (origin, GTK_WIDGET (self), &bounds))
    rect = (GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                            MAX ((int) bounds.size.width, 1), MAX ((int) bounds.size.height, 1) };
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  g_signal_connect_object (self->popover, "closed", G_CALLBACK (popover_closed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
}

static void
popover_choice_cb (GtkButton        *button,
                   TmGitmoTableView *self)
{
  TmMove move = tm_move_from_code (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                        "move")));

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  emit (self, move);
}

static GtkWidget *
heading_label (const char *text)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "wrap", TRUE,
                       "max-width-chars", 36,
                       "xalign", 0.0,
                       "css-classes", (const char *[]) { "heading", NULL },
                       NULL);
}

static GtkWidget *
text_label (const char *text,
            gboolean    markup)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "use-markup", markup,
                       "wrap", TRUE,
                       "max-width-chars", 36,
                       "xalign", 0.0,
                       NULL);
}

/* A card's full text, for a popover: the card's own words. */
static void
append_card_text (GtkBox *box,
                  TmCard *card)
{
  if (card == NULL)
    return;
  gtk_box_append (box, heading_label (tm_card_get_name (card)));
  if (tm_card_get_text (card) != NULL)
    gtk_box_append (box, text_label (tm_card_get_text (card), FALSE));
}

/* Several choices on one spot (the whole run or its bottom card; on top
 * or underneath): the person picks one in a popover. */
static void
offer (TmGitmoTableView   *self,
       const TmGitmoState *s,
       GtkWidget          *origin,
       const TmMove       *choices,
       guint               n)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *first = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = tm_gitmo_words_choice (&self->words, s, choices[i]);
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "move",
                         GUINT_TO_POINTER (tm_move_to_code (&choices[i])));
      g_signal_connect_object (button, "clicked", G_CALLBACK (popover_choice_cb), self, 0);
      gtk_box_append (GTK_BOX (box), button);
      if (first == NULL)
        first = button;
    }
  show_popover (self, origin, box, first);
}

/* A refused choice: why, in the rules' words, linked to the rules; in a
 * popover on what was chosen (with the card's text, for a card), under
 * the prompt, and said to screen readers. */
static void
refuse (TmGitmoTableView *self,
        GtkWidget        *origin,
        TmMove            attempt,
        TmCard           *card)
{
  const TmPlayRules *rules = tm_play_state_get_rules (self->observation);
  TmPlayViolation v = { NULL, NULL, NULL };
  g_autofree char *markup = NULL;
  g_autofree char *said = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *why;

  if (!self->deciding)
    v.message = N_("It is not your decision now.");
  else if (rules->check_move (tm_play_state_peek_data (self->observation), attempt, &v))
    v.message = N_("Choose it from the list of choices.");
  markup = tm_play_table_explain (self->rulebook, "gitmo", &v);

  append_card_text (GTK_BOX (box), card);
  why = text_label (markup, TRUE);
  gtk_widget_add_css_class (why, "tm-gitmo-why");
  g_signal_connect_object (why, "activate-link", G_CALLBACK (why_link_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), why);

  gtk_label_set_markup (self->why_label, markup);
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), TRUE);
  /* Said as the Play section says a refusal, with the rule's title. */
  said = tm_play_table_say_refusal (self->rulebook, &v);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), said,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  /* The link takes the focus, so Enter opens the rule. */
  show_popover (self, origin, box, why);
}

static void
spot_clicked_cb (GtkButton        *button,
                 TmGitmoTableView *self)
{
  const TmGitmoState *s = state_of (self->observation);
  guint g = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "spot")) - 1;
  TmMove choices[TM_MOVE_MAX_LEGAL];
  guint n;

  if (s == NULL)
    return;
  n = spot_choices (self, s, g, choices);
  if (n == 1)
    emit (self, choices[0]);
  else if (n > 1)
    offer (self, s, GTK_WIDGET (button), choices, n);
  else
    refuse (self, GTK_WIDGET (button), spot_attempt (s, g), NULL);
}

static void
deck_clicked_cb (TmGitmoTableView *self)
{
  const TmGitmoState *s = state_of (self->observation);
  const TmMove *pick;

  if (s == NULL)
    return;
  pick = pile_choice (self, TM_GITMO_SOURCE_DECK, 0);
  if (pick != NULL)
    emit (self, *pick);
  else
    refuse (self, self->deck_button, pile_attempt (s, TM_GITMO_SOURCE_DECK, 0), NULL);
}

/* A card set aside (or received): picked, if it may be; otherwise its
 * full text, and why it may not be picked when that is the question. */
static void
aside_clicked_cb (GtkButton        *button,
                  TmGitmoTableView *self)
{
  const TmGitmoState *s = state_of (self->observation);
  guint card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card"));
  const TmMove *pick;

  if (s == NULL)
    return;
  pick = pile_choice (self, TM_GITMO_SOURCE_ASIDE, card);
  if (pick != NULL)
    emit (self, *pick);
  else if (self->deciding && (s->phase == TM_GITMO_PHASE_PICK || s->phase == TM_GITMO_PHASE_HELP) &&
           (s->aside[s->turn] & tm_gitmo_bit (card - TM_GITMO_FIRST_SPECIAL)))
    refuse (self, GTK_WIDGET (button), pile_attempt (s, TM_GITMO_SOURCE_ASIDE, card),
            tm_gitmo_words_card (&self->words, card));
  else
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      append_card_text (GTK_BOX (box), tm_gitmo_words_card (&self->words, card));
      show_popover (self, GTK_WIDGET (button), box, NULL);
    }
}

static void
choice_clicked_cb (GtkButton        *button,
                   TmGitmoTableView *self)
{
  guint kind = 0;
  const TmMove *move;

  if (GTK_WIDGET (button) == self->end_button)
    kind = TM_GITMO_MOVE_END;
  else if (GTK_WIDGET (button) == self->pass_button)
    kind = TM_GITMO_MOVE_PASS;
  else if (GTK_WIDGET (button) == self->accept_button)
    kind = TM_GITMO_MOVE_ACCEPT;
  else if (GTK_WIDGET (button) == self->decline_button)
    kind = TM_GITMO_MOVE_DECLINE;
  move = find_kind (self, kind);
  if (move != NULL)
    emit (self, *move);
  else
    gtk_widget_error_bell (GTK_WIDGET (button));
}

/* Arrow keys move between the spots, in the order shown. */
static gboolean
table_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      TmGitmoTableView      *self)
{
  return tm_play_table_move_focus (self->spot_buttons, keyval);
}

/* Drawing the table */

/* A chosen thing is raised at full colour, the rest dimmed, while the
 * person chooses; at other times everything is plain.  Screen readers
 * hear the dimmed ones as disabled; they still take the focus and a
 * press, which says why they cannot be chosen. */
static void
mark_choice (TmGitmoTableView *self,
             GtkWidget        *widget,
             gboolean          legal)
{
  gtk_widget_remove_css_class (widget, "tm-gitmo-legal");
  gtk_widget_remove_css_class (widget, "tm-gitmo-dim");
  gtk_widget_remove_css_class (widget, "tm-gitmo-hinted");
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_DISABLED,
                               self->n_moves > 0 && !legal, -1);
  if (self->n_moves == 0)
    return;
  gtk_widget_add_css_class (widget, legal ? "tm-gitmo-legal" : "tm-gitmo-dim");
}

static void
set_key (GtkWidget  *widget,
         const char *key)
{
  g_object_set_data_full (G_OBJECT (widget), "key", g_strdup (key), g_free);
}

static void
update_turn (TmGitmoTableView   *self,
             const TmGitmoState *s)
{
  gboolean only_end = self->n_moves == 1 && find_kind (self, TM_GITMO_MOVE_END) != NULL;
  g_autofree char *turn = tm_gitmo_words_turn (&self->words, s);
  g_autofree char *prompt = tm_gitmo_words_prompt (&self->words, s, self->deciding, only_end);

  gtk_label_set_label (self->turn_label, turn);
  gtk_label_set_label (self->prompt_label, prompt);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), prompt[0] != '\0');
}

static void
update_choices (TmGitmoTableView   *self,
                const TmGitmoState *s)
{
  gtk_widget_set_visible (self->end_button, find_kind (self, TM_GITMO_MOVE_END) != NULL);
  gtk_widget_set_visible (self->pass_button, find_kind (self, TM_GITMO_MOVE_PASS) != NULL);
  gtk_widget_set_visible (self->accept_button, find_kind (self, TM_GITMO_MOVE_ACCEPT) != NULL);
  gtk_widget_set_visible (self->decline_button, find_kind (self, TM_GITMO_MOVE_DECLINE) != NULL);
  /* The pick is taken back by undo: the person's last decision. */
  gtk_widget_set_visible (self->again_button, self->deciding && s->phase == TM_GITMO_PHASE_PUT &&
                                              s->turn == s->observer);
  gtk_widget_remove_css_class (self->end_button, "tm-gitmo-hinted");
  gtk_widget_remove_css_class (self->pass_button, "tm-gitmo-hinted");
  gtk_widget_remove_css_class (self->accept_button, "tm-gitmo-hinted");
  gtk_widget_remove_css_class (self->decline_button, "tm-gitmo-hinted");
}

static void
update_piles (TmGitmoTableView   *self,
              const TmGitmoState *s)
{
  guint top = s->n_deck > 0 ? s->deck[s->n_deck - 1] : NONE;
  guint used = 0;
  g_autofree char *deck = NULL;
  g_autofree char *special_ops = NULL;
  g_autofree char *accessible = NULL;

  tm_card_widget_set_card (self->deck_card,
                           top != NONE ? tm_gitmo_words_card (&self->words, top) : NULL,
                           top != NONE);
  gtk_widget_set_opacity (GTK_WIDGET (self->deck_card), top != NONE ? 1.0 : 0.3);
  if (s->n_deck == 0)
    deck = g_strdup (_("Used up"));
  else
    /* Translators: the cards of the deck; their order is not known */
    deck = g_strdup_printf (g_dngettext (NULL, "%u card, order hidden", "%u cards, order hidden",
                                         s->n_deck),
                            s->n_deck);
  if (top != NONE)
    {
      g_autofree char *card = tm_gitmo_words_card_long (&self->words, s, top);
      g_autofree char *label = tm_gitmo_words_card_short (&self->words, s, top);
      g_autofree char *text = NULL;

      /* Translators: the deck's top card, then how many cards it holds */
      text = g_strdup_printf (_("%s on top · %s"), label, deck);
      gtk_label_set_label (self->deck_label, text);
      /* Translators: the deck's top card, then how many cards it holds */
      accessible = g_strdup_printf (_("Deck: %s on top; %s"), card, deck);
    }
  else
    {
      gtk_label_set_label (self->deck_label, deck);
      accessible = g_strdup_printf (_("Deck: %s"), deck);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->deck_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  mark_choice (self, self->deck_button, pile_choice (self, TM_GITMO_SOURCE_DECK, 0) != NULL);
  set_key (self->deck_button, "deck");

  for (guint64 bits = s->so_used; bits != 0; bits &= bits - 1)
    used++;
  /* Translators: the Special Ops pile: cards face down, cards already used */
  special_ops = g_strdup_printf (_("%u face down · %u used"), s->n_so, used);
  gtk_label_set_label (self->special_ops_label, special_ops);
  gtk_widget_set_opacity (GTK_WIDGET (self->special_ops_card), s->n_so > 0 ? 1.0 : 0.3);
}

static GtkWidget *
chip (const char *text,
      const char *kind)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "css-classes", (const char *[]) { "tm-gitmo-chip", kind, NULL },
                       NULL);
}

/* A spot: its run as a row of numbered chips (Patriots outlined,
 * Traitors filled, wild cards starred), the card laid on it and what the
 * run is worth now; or a vacant spot. */
static GtkWidget *
spot_button (TmGitmoTableView   *self,
             const TmGitmoState *s,
             guint               g)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autoptr(GString) accessible = g_string_new (NULL);
  g_autoptr(GString) tooltip = g_string_new (NULL);
  g_autofree char *words = tm_gitmo_words_spot (&self->words, s, g, -1);
  g_autofree char *key = g_strdup_printf ("spot:%u", g);
  TmMove choices[TM_MOVE_MAX_LEGAL];
  guint n = s->run_n[g];

  gtk_widget_add_css_class (button, "tm-gitmo-spot");
  g_string_append (accessible, words);
  if (n == 0)
    {
      gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                                   "label", _("Vacant"),
                                                   "valign", GTK_ALIGN_CENTER,
                                                   "vexpand", TRUE,
                                                   "css-classes",
                                                   (const char *[]) { "caption", "dim-label", NULL },
                                                   NULL));
      gtk_widget_add_css_class (button, "tm-gitmo-vacant");
    }
  else
    {
      GtkWidget *chips = g_object_new (GTK_TYPE_FLOW_BOX,
                                       "selection-mode", GTK_SELECTION_NONE,
                                       "min-children-per-line", MIN (n, 3u),
                                       "max-children-per-line", CHIPS_PER_LINE,
                                       "column-spacing", 3,
                                       "row-spacing", 3,
                                       "focusable", FALSE,
                                       "can-target", FALSE,
                                       NULL);
      int value = tm_gitmo_run_value (s, g);
      g_autofree char *worth = NULL;

      for (guint i = 0; i < n; i++)
        {
          guint card = s->run[g][i];
          guint number = tm_gitmo_words_number_at (s->run_base[g], i);
          g_autofree char *label = NULL;
          g_autofree char *long_name = tm_gitmo_words_card_long (&self->words, s, card);

          if (tm_gitmo_is_special (card))
            {
              /* Translators: a wild card in a run, standing for a number */
              label = g_strdup_printf (_("★%u"), number);
              gtk_flow_box_append (GTK_FLOW_BOX (chips), chip (label, "wild"));
              g_string_append_printf (tooltip, "%s%s", tooltip->len ? "\n" : "", long_name);
              /* Translators: a wild card (%s) standing for a number (%u) */
              g_string_append_printf (accessible, _(", %s as %u"), long_name, number);
            }
          else
            {
              label = g_strdup_printf ("%u", number);
              gtk_flow_box_append (GTK_FLOW_BOX (chips),
                                   chip (label, tm_gitmo_words_is_traitor (s, card) ? "traitor"
                                                                                    : "patriot"));
              g_string_append_printf (tooltip, "%s%s", tooltip->len ? "\n" : "", long_name);
              g_string_append_printf (accessible, ", %s", long_name);
            }
        }
      for (GtkWidget *child = gtk_widget_get_first_child (chips); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        gtk_widget_set_focusable (child, FALSE);
      gtk_box_append (GTK_BOX (box), chips);

      if (s->run_placed[g] != NONE)
        {
          TmCard *data = tm_gitmo_words_card (&self->words, s->run_placed[g]);
          const char *name = tm_gitmo_words_card_name (&self->words, s->run_placed[g]);
          /* Translators: a card laid on a run, such as Trump */
          g_autofree char *placed = g_strdup_printf (_("with %s"), name);

          gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                                       "label", placed,
                                                       "xalign", 0.0,
                                                       "wrap", TRUE,
                                                       "css-classes",
                                                       (const char *[]) { "tm-gitmo-placed", NULL },
                                                       NULL));
          g_string_append_printf (accessible, "; %s", placed);
          g_string_append_printf (tooltip, "\n\n%s", placed);
          if (data != NULL && tm_card_get_text (data) != NULL)
            g_string_append_printf (tooltip, ": %s", tm_card_get_text (data));
        }

      /* Translators: what a run is worth now, such as “+3” */
      worth = g_strdup_printf (_("%+d"), value);
      gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                                   "label", worth,
                                                   "xalign", 0.0,
                                                   "css-classes",
                                                   (const char *[]) { "caption", "numeric",
                                                                      "dim-label", NULL },
                                                   NULL));
      /* Translators: what a run is worth now, for screen readers */
      g_string_append_printf (accessible, _("; worth %d"), value);
      gtk_widget_set_tooltip_text (button, tooltip->str);
    }

  if (s->phase == TM_GITMO_PHASE_PUT &&
      tm_gitmo_words_spot_index (s, s->picked_seat, s->picked_slot) == g &&
      s->picked_source != TM_GITMO_SOURCE_DECK && s->picked_source != TM_GITMO_SOURCE_ASIDE)
    {
      gtk_widget_add_css_class (button, "tm-gitmo-picked");
      gtk_box_prepend (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                                    "label", _("Moving"),
                                                    "xalign", 0.0,
                                                    "css-classes",
                                                    (const char *[]) { "caption-heading", "accent",
                                                                       NULL },
                                                    NULL));
      g_string_append (accessible, _("; being moved"));
    }

  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible->str, -1);
  g_object_set_data (G_OBJECT (button), "spot", GUINT_TO_POINTER (g + 1));
  set_key (button, key);
  mark_choice (self, button, spot_choices (self, s, g, choices) > 0);
  g_signal_connect_object (button, "clicked", G_CALLBACK (spot_clicked_cb), self, 0);
  g_ptr_array_add (self->spot_buttons, button);
  return button;
}

/* A card beside a player's spots (set aside, received, or to be laid),
 * with its full text on demand. */
static GtkWidget *
aside_button (TmGitmoTableView   *self,
              const TmGitmoState *s,
              guint               card,
              const char         *note)
{
  TmCard *data = tm_gitmo_words_card (&self->words, card);
  g_autofree char *label = tm_gitmo_words_card_with_points (&self->words, s, card);
  g_autofree char *text = note ? g_strdup_printf ("%s (%s)", label, note) : g_strdup (label);
  g_autofree char *key = g_strdup_printf ("aside:%u", card);
  GtkWidget *button = gtk_button_new_with_label (text);
  const char *full = data != NULL ? tm_card_get_text (data) : NULL;

  gtk_widget_add_css_class (button, "tm-gitmo-aside");
  gtk_widget_set_tooltip_text (button, full);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, full ? full : "",
                                  -1);
  g_object_set_data (G_OBJECT (button), "card", GUINT_TO_POINTER (card));
  set_key (button, key);
  mark_choice (self, button, pile_choice (self, TM_GITMO_SOURCE_ASIDE, card) != NULL);
  g_signal_connect_object (button, "clicked", G_CALLBACK (aside_clicked_cb), self, 0);
  return button;
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

static GtkWidget *
new_flow_box (guint min_per_line,
              guint max_per_line)
{
  return g_object_new (GTK_TYPE_FLOW_BOX,
                       "selection-mode", GTK_SELECTION_NONE,
                       "min-children-per-line", min_per_line,
                       "max-children-per-line", max_per_line,
                       "column-spacing", 6,
                       "row-spacing", 6,
                       "focusable", FALSE,
                       NULL);
}

static void
flow_append (GtkWidget *flow,
             GtkWidget *child)
{
  gtk_flow_box_append (GTK_FLOW_BOX (flow), child);
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
}

/* One player: name, points, turns owed, spots, cards beside them. */
static GtkWidget *
seat_box (TmGitmoTableView   *self,
          const TmGitmoState *s,
          guint               p,
          const int          *hand_points)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  GtkWidget *box = g_object_new (GTK_TYPE_BOX,
                                 "orientation", GTK_ORIENTATION_VERTICAL,
                                 "spacing", 6,
                                 "css-classes", (const char *[]) { "card", "tm-seat", NULL },
                                 NULL);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *spots = new_flow_box (1, s->spots);
  GtkWidget *aside = NULL;
  g_autoptr(GString) status = g_string_new (NULL);
  g_autoptr(GString) accessible = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *points = NULL;
  gboolean on_turn = !s->game_over && p == s->turn && s->context == TM_GITMO_CONTEXT_TURN;

  /* Translators: ▶ marks the player whose turn it is */
  title = on_turn ? g_strdup_printf (_("▶ %s"), tm_play_table_get_seat_name (table, p))
                  : g_strdup (tm_play_table_get_seat_name (table, p));
  /* Translators: a player's total, then their points in this hand so far */
  points = g_strdup_printf (_("Total %d · hand %+d"), s->totals[p], hand_points[p]);
  gtk_box_append (GTK_BOX (header), g_object_new (GTK_TYPE_LABEL,
                                                  "label", title,
                                                  "xalign", 0.0,
                                                  "hexpand", TRUE,
                                                  "ellipsize", PANGO_ELLIPSIZE_END,
                                                  "css-classes",
                                                  (const char *[]) { "heading", NULL },
                                                  NULL));
  gtk_box_append (GTK_BOX (header), g_object_new (GTK_TYPE_LABEL,
                                                  "label", points,
                                                  "css-classes",
                                                  (const char *[]) { "caption", "numeric", NULL },
                                                  NULL));
  gtk_box_append (GTK_BOX (box), header);
  g_string_append_printf (accessible, "%s%s. %s.", tm_play_table_get_seat_name (table, p),
                          on_turn ? _(", whose turn it is") : "", points);

  if (p == s->dealer)
    g_string_append (status, _("Dealer"));
  if (s->extra_turns[p] > 0)
    g_string_append_printf (status, "%s%s", status->len ? " · " : "",
                            g_dngettext (NULL, "plays an extra turn", "plays extra turns",
                                         s->extra_turns[p]));
  if (s->skip_turns[p] > 0)
    g_string_append_printf (status, "%s%s", status->len ? " · " : "",
                            g_dngettext (NULL, "misses a turn", "misses turns", s->skip_turns[p]));
  if (status->len > 0)
    {
      gtk_box_append (GTK_BOX (box), small_label (status->str, "caption"));
      g_string_append_printf (accessible, " %s.", status->str);
    }

  for (guint k = 0; k < s->spots; k++)
    flow_append (spots, spot_button (self, s, tm_gitmo_words_spot_index (s, p, k)));
  gtk_box_append (GTK_BOX (box), spots);

  for (guint c = TM_GITMO_FIRST_SPECIAL; c < TM_GITMO_FIRST_SPECIAL + (guint) s->n_special; c++)
    {
      guint64 bit = tm_gitmo_bit (c - TM_GITMO_FIRST_SPECIAL);
      const char *note = NULL;

      if (s->aside[p] & bit)
        note = NULL;
      else if (s->incoming[p] & bit)
        /* Translators: a card a player has just received */
        note = _("received");
      else if (c == s->lay_card && s->decider == p)
        /* Translators: a card a player is to lay on a run */
        note = _("to lay");
      else
        continue;
      if (aside == NULL)
        {
          aside = new_flow_box (1, 4);
          gtk_widget_set_halign (aside, GTK_ALIGN_START);
        }
      flow_append (aside, aside_button (self, s, c, note));
    }
  if (aside != NULL)
    gtk_box_append (GTK_BOX (box), aside);

  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible->str, -1);
  return box;
}

/* Partners sit apart but are shown together, with their total. */
static GtkWidget *
team_box (TmGitmoTableView   *self,
          const TmGitmoState *s,
          guint               p,
          const int          *hand_points)
{
  TmPlayTable *table = TM_PLAY_TABLE (self);
  guint q = partner_of (s, p);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: two partners and their total together */
  g_autofree char *title = g_strdup_printf (_("%s and %s · together %d"),
                                            tm_play_table_get_seat_name (table, p),
                                            tm_play_table_get_seat_name (table, q),
                                            s->totals[p] + s->totals[q]);

  gtk_widget_add_css_class (box, "tm-gitmo-team");
  gtk_box_append (GTK_BOX (box), small_label (title, "caption-heading"));
  gtk_box_append (GTK_BOX (box), seat_box (self, s, p, hand_points));
  gtk_box_append (GTK_BOX (box), seat_box (self, s, q, hand_points));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return box;
}

static void
update_seats (TmGitmoTableView   *self,
              const TmGitmoState *s)
{
  int hand_points[TM_GITMO_MAX_PLAYERS];
  guint first = s->observer < s->n_players ? s->observer : 0;

  gtk_flow_box_remove_all (self->seats_box);
  g_ptr_array_set_size (self->spot_buttons, 0);
  tm_gitmo_hand_scores (s, hand_points);

  /* The person's own seat (or team) first, then round the table to the
   * left. */
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (first + i) % s->n_players;
      GtkWidget *child;

      if (s->partners)
        {
          if (i >= s->n_players / 2)
            break;
          child = team_box (self, s, p, hand_points);
        }
      else
        child = seat_box (self, s, p, hand_points);
      gtk_flow_box_append (self->seats_box, child);
      gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
    }
}

static GtkWidget *
find_key (GtkWidget  *widget,
          const char *key)
{
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), "key"), key) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_key (child, key);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
render (TmGitmoTableView *self)
{
  const TmGitmoState *s = state_of (self->observation);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autofree char *focus_key = NULL;
  gboolean had_focus;

  if (s == NULL)
    return;

  /* The focus stays on the same spot or card, rebuilt. */
  had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
  if (had_focus)
    focus_key = g_strdup (g_object_get_data (G_OBJECT (focus), "key"));
  close_popover (self);
  self->n_moves = tm_play_table_list_choices (self->observation, self->deciding, self->moves);

  update_turn (self, s);
  update_choices (self, s);
  update_piles (self, s);
  update_seats (self, s);
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), FALSE);

  if (had_focus)
    {
      GtkWidget *again = focus_key != NULL ? find_key (GTK_WIDGET (self), focus_key) : NULL;

      /* After a pick, what was picked is no choice any more: the focus
       * goes on to the first place it may go. */
      if (again != NULL && !gtk_widget_has_css_class (again, "tm-gitmo-dim"))
        {
          if (again != focus)
            gtk_widget_grab_focus (again);
        }
      else if (self->n_moves > 0)
        tm_gitmo_table_view_focus_first (TM_PLAY_TABLE (self));
    }
}

static void
tm_gitmo_table_view_update (TmPlayTable        *table,
                            TmPlayState        *observation,
                            const char * const *names,
                            gboolean            deciding)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);

  g_set_object (&self->observation, observation);
  tm_play_table_set_seat_names (table, names);
  self->deciding = deciding;
  render (self);
}

/* Sentences for the log and screen readers (tm-gitmo-words.c) */

static char *
tm_gitmo_table_view_describe_move (TmPlayTable        *table,
                                   TmPlayState        *before_state,
                                   TmPlayState        *after_state,
                                   const char * const *names,
                                   int                 player,
                                   const TmMove       *move)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);

  tm_play_table_set_seat_names (table, names);
  return tm_gitmo_words_describe_move (&self->words, state_of (before_state),
                                       state_of (after_state), player, move);
}

static char *
tm_gitmo_table_view_describe_hint (TmPlayTable        *table,
                                   TmPlayState        *observation,
                                   const char * const *names,
                                   const TmMove       *move)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);

  tm_play_table_set_seat_names (table, names);
  return tm_gitmo_words_describe_hint (&self->words, state_of (observation), move);
}

static char *
tm_gitmo_table_view_describe_start (TmPlayTable        *table,
                                    TmPlayState        *observation,
                                    const char * const *names)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);

  tm_play_table_set_seat_names (table, names);
  return tm_gitmo_words_describe_start (&self->words, state_of (observation));
}

/* The widget a move would be chosen with. */
static GtkWidget *
widget_of (TmGitmoTableView *self,
           const TmMove     *move)
{
  const TmGitmoState *s = state_of (self->observation);
  TmMove m = *move;
  g_autofree char *key = NULL;

  if (s == NULL)
    return NULL;
  switch (m.kind)
    {
    case TM_GITMO_MOVE_END:
      return self->end_button;
    case TM_GITMO_MOVE_PASS:
      return self->pass_button;
    case TM_GITMO_MOVE_ACCEPT:
      return self->accept_button;
    case TM_GITMO_MOVE_DECLINE:
      return self->decline_button;
    case TM_GITMO_MOVE_PICK:
    case TM_GITMO_MOVE_POINT:
      if (m.card == TM_GITMO_SOURCE_DECK)
        return self->deck_button;
      if (m.card == TM_GITMO_SOURCE_ASIDE)
        key = g_strdup_printf ("aside:%u", TM_GITMO_FIRST_SPECIAL + m.slot);
      else
        key = g_strdup_printf ("spot:%u", tm_gitmo_words_spot_index (s, m.target, m.slot));
      break;
    case TM_GITMO_MOVE_SWAP:
      key = g_strdup_printf ("spot:%u", tm_gitmo_words_spot_index (s, s->decider, m.slot));
      break;
    default:
      key = g_strdup_printf ("spot:%u", tm_gitmo_words_spot_index (s, m.target, m.slot));
      break;
    }
  return find_key (GTK_WIDGET (self->seats_box), key);
}

static void
tm_gitmo_table_view_show_hint (TmPlayTable  *table,
                               const TmMove *move)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);
  GtkWidget *widget = widget_of (self, move);

  if (widget == NULL)
    return;
  gtk_widget_add_css_class (widget, "tm-gitmo-hinted");
  gtk_widget_grab_focus (widget);
}

static gboolean
tm_gitmo_table_view_focus_first (TmPlayTable *table)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (table);

  /* What is on the table first, then the buttons beside it. */
  for (guint i = 0; i < self->n_moves; i++)
    {
      GtkWidget *widget = widget_of (self, &self->moves[i]);

      if (widget != NULL && gtk_widget_get_ancestor (widget, GTK_TYPE_FLOW_BOX) != NULL &&
          gtk_widget_grab_focus (widget))
        return TRUE;
    }
  for (guint i = 0; i < self->n_moves; i++)
    {
      GtkWidget *widget = widget_of (self, &self->moves[i]);

      if (widget != NULL && gtk_widget_grab_focus (widget))
        return TRUE;
    }
  return FALSE;
}

static void
tm_gitmo_table_view_iface_init (TmPlayTableInterface *iface)
{
  iface->update = tm_gitmo_table_view_update;
  iface->describe_move = tm_gitmo_table_view_describe_move;
  iface->show_hint = tm_gitmo_table_view_show_hint;
  iface->focus_first = tm_gitmo_table_view_focus_first;
  iface->describe_hint = tm_gitmo_table_view_describe_hint;
  iface->describe_start = tm_gitmo_table_view_describe_start;
}

static void
tm_gitmo_table_view_dispose (GObject *object)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (object);

  close_popover (self);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->observation);
  g_ptr_array_set_size (self->words.decks, 0);
  self->rulebook = NULL;
  g_ptr_array_set_size (self->spot_buttons, 0);

  tm_play_table_dispose_template (TM_PLAY_TABLE (self), TM_TYPE_GITMO_TABLE_VIEW);

  G_OBJECT_CLASS (tm_gitmo_table_view_parent_class)->dispose (object);
}

static void
tm_gitmo_table_view_finalize (GObject *object)
{
  TmGitmoTableView *self = TM_GITMO_TABLE_VIEW (object);

  g_ptr_array_unref (self->words.decks);
  g_ptr_array_unref (self->spot_buttons);

  G_OBJECT_CLASS (tm_gitmo_table_view_parent_class)->finalize (object);
}

static void
tm_gitmo_table_view_class_init (TmGitmoTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_gitmo_table_view_dispose;
  object_class->finalize = tm_gitmo_table_view_finalize;

  tm_play_table_class_set_template (widget_class, "/games/gitmo/tm-gitmo-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, why_label);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, end_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, accept_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, decline_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, again_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, deck_button);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, deck_card);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, deck_label);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, special_ops_card);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, special_ops_label);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TmGitmoTableView, legend_label);
  gtk_widget_class_bind_template_callback (widget_class, why_link_cb);
  gtk_widget_class_bind_template_callback (widget_class, choice_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, deck_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_key_pressed_cb);
}

/* The table's look (tm-gitmo-table-view.css), once per display. */
static void
add_style (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  g_autoptr(GtkCssProvider) provider = NULL;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "tm-gitmo-style") != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider,
                                       RESOURCE_PATH "/games/gitmo/tm-gitmo-table-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), "tm-gitmo-style", g_object_ref (provider),
                          g_object_unref);
}

static void
tm_gitmo_table_view_init (TmGitmoTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->words.table = TM_PLAY_TABLE (self);
  self->words.decks = g_ptr_array_new ();
  self->spot_buttons = g_ptr_array_new ();
  add_style (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "tm-gitmo-table");
  gtk_label_set_label (self->legend_label,
                       _("A run shows its cards' numbers: Patriots outlined, Traitors filled, "
                         "★ for a wild card. Point at a card for its full text."));
}

/**
 * tm_gitmo_table_view_new:
 * @catalogue: the catalogue, for the cards (as the person edited them)
 *   and the rules
 *
 * Creates a Gitmo table.
 *
 * Returns: (transfer floating): the table
 */
GtkWidget *
tm_gitmo_table_view_new (TmCatalogue *catalogue)
{
  TmGitmoTableView *self = g_object_new (TM_TYPE_GITMO_TABLE_VIEW, NULL);
  TmGame *game = tm_catalogue_lookup_game (catalogue, "gitmo");
  const char * const *ids = game != NULL ? tm_game_get_deck_ids (game) : NULL;

  self->catalogue = g_object_ref (catalogue);
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      TmDeck *deck = tm_catalogue_get_deck (catalogue, ids[i], NULL);

      if (deck != NULL)
        g_ptr_array_add (self->words.decks, deck);
    }
  self->rulebook = tm_catalogue_get_rulebook (catalogue, "gitmo", NULL);
  return GTK_WIDGET (self);
}
