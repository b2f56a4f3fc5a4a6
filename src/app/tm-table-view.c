/* tm-table-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-game-ui.h"
#include "tm-hand-editor.h"
#include "tm-new-ledger-dialog.h"
#include "tm-table-file.h"
#include "tm-table-form.h"
#include "tm-table-pages.h"
#include "tm-table-resume.h"
#include "tm-table-timer.h"
#include "tm-table-view.h"

/* A game's Table section: the assistant for people playing with the
 * printed cards.  It asks the engine's table session (TmTableSession) and
 * procedure (TmTableProcedure) everything, so it names no game.
 *
 * Seating uses the score sheet's own dialog (TmNewLedgerDialog, with the
 * options that change the table as well as the scoring): the sheet it
 * starts is the one the session's hands are scored in.  The session is
 * written after every change beside its sheet (TmTableFile) and offered
 * for resuming when the section opens again.
 *
 * The pages follow the session's phase: the deal (the set-up checklist
 * for this number of players, who deals and how many cards each seat
 * gets, filled in by tm-table-pages.c), the turn (whose turn and what
 * now, in large type, the rules section that applies, a button per kind
 * of event the rules allow now, built from the kind's fields by
 * TmTableForm) and the end of a hand (the score sheet's hand form,
 * filled in from what the table recorded).  Undo and redo, an optional
 * turn timer that warns of a slow turn (TmTableTimer), and a full-screen
 * large-type mode sit in a bar on top.  Every change is announced to
 * screen readers, and the screen is kept awake while a game runs. */

struct _TmTableView
{
  AdwBin              parent_instance;

  TmServices         *services;
  TmCatalogue        *catalogue;
  TmGame             *game;
  const TmGameUi     *game_ui;
  TmTableSession     *session;
  TmLedger           *ledger;
  GFile              *file;
  TmTableFile        *saver;
  GPtrArray          *cards;           /* TmCard of the game's stocks, once each */
  GPtrArray          *forms;           /* TmTableForm of the page shown */
  GPtrArray          *step_checks;     /* GtkCheckButton per set-up step */
  TmTableNow         *now;

  TmTableSession     *found;           /* a session to resume */
  TmLedger           *found_ledger;
  GFile              *found_file;

  TmNewLedgerDialog  *seating;
  AdwDialog          *editor;
  GtkWidget          *extra;
  char               *announcement;
  gboolean            inhibiting;      /* asked the desktop not to blank */
  guint               inhibit_cookie;  /* 0 where the desktop cannot */
  GtkApplication     *inhibit_app;
  gboolean            large_type;
  gboolean            timer;
  TmTableTimer       *turn_timer;
  int                 turn_seat;
  int                 turn_actor;
  guint               turn_hand;

  /* Template widgets */
  AdwToastOverlay    *toasts;
  GtkStack           *stack;
  AdwStatusPage      *start_page;
  GtkButton          *resume_button;
  GtkLabel           *resume_label;
  GtkStack           *session_stack;
  GtkLabel           *hand_label;
  GtkSpinButton      *slow_spin;
  GtkLabel           *deal_title;
  AdwPreferencesGroup *setup_group;
  AdwPreferencesGroup *deal_group;
  GtkBox             *dealt_box;
  GtkLabel           *seat_label;
  GtkLabel           *text_label;
  GtkButton          *rules_button;
  GtkLabel           *timer_label;
  GtkToggleButton    *pause_button;
  AdwBin             *extra_bin;
  GtkFlowBox         *kinds_box;
  AdwClamp           *turn_clamp;
  AdwStatusPage      *over_page;
  GtkButton          *score_button;
  GtkButton          *again_button;
};

G_DEFINE_FINAL_TYPE (TmTableView, tm_table_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_LARGE_TYPE,
  PROP_TIMER,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh (TmTableView *self);


static void
announce (TmTableView *self,
          const char  *text)
{
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

static void
toast (TmTableView *self,
       const char  *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_use_markup (t, FALSE);
  adw_toast_overlay_add_toast (self->toasts, t);
  announce (self, text);
}

/* Keeping the screen awake while a game runs and the section shows */

static void
update_inhibit (TmTableView *self)
{
  gboolean running = self->session != NULL && self->now != NULL &&
                     tm_table_now_get_phase (self->now) != TM_TABLE_PHASE_GAME_OVER &&
                     gtk_widget_get_mapped (GTK_WIDGET (self));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (running && !self->inhibiting && GTK_IS_WINDOW (root) &&
      gtk_window_get_application (GTK_WINDOW (root)) != NULL)
    {
      self->inhibiting = TRUE;
      self->inhibit_app = g_object_ref (gtk_window_get_application (GTK_WINDOW (root)));
      self->inhibit_cookie = gtk_application_inhibit (self->inhibit_app, GTK_WINDOW (root),
                                                      GTK_APPLICATION_INHIBIT_IDLE,
                                                      _("A game is being played at the table"));
    }
  else if (!running && self->inhibiting)
    {
      if (self->inhibit_cookie != 0)
        gtk_application_uninhibit (self->inhibit_app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
      self->inhibiting = FALSE;
      g_clear_object (&self->inhibit_app);
    }
}

/* The turn timer */

static void
slow_cb (TmTableView *self,
         guint        slow)
{
  g_autofree char *told = NULL;
  int who = tm_table_now_get_actor (self->now) >= 0 ? tm_table_now_get_actor (self->now)
                                                     : tm_table_now_get_seat (self->now);

  /* Translators: the turn timer's alert; %s is a player's name */
  told = g_strdup_printf (ngettext ("%s has taken over %u second",
                                    "%s has taken over %u seconds", slow),
                          tm_table_pages_seat_name (self->session, who), slow);
  toast (self, told);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
update_timer (TmTableView *self)
{
  tm_table_timer_set_running (self->turn_timer,
                              self->timer && self->session != NULL && self->now != NULL &&
                              tm_table_now_get_phase (self->now) == TM_TABLE_PHASE_PLAY);
}

/* The forms that record an event */

static void
record_clicked_cb (GtkButton   *button,
                   TmTableForm *form)
{
  TmTableView *self = g_object_get_data (G_OBJECT (button), "table-view");
  g_auto(GStrv) fields = tm_table_form_collect (form, GTK_WIDGET (button));
  g_autoptr(GError) error = NULL;

  if (!tm_table_view_record (self, tm_table_form_get_kind (form), (const char * const *) fields,
                             &error))
    toast (self, error->message);
}

/* A form for @kind on the page shown, labelled from the game's data;
 * @key, from 1, records it too.  Returns the next key free. */
static guint
build_kind (TmTableView *self,
            const char  *kind,
            guint        key,
            gboolean     main,
            GtkWidget  **widget)
{
  TmTableProcedure *procedure = tm_catalogue_get_table_procedure (self->catalogue,
                                                                  tm_game_get_id (self->game),
                                                                  NULL);
  const char *label = procedure != NULL ? tm_table_procedure_get_event_label (procedure, kind)
                                        : NULL;
  TmTableForm *form = tm_table_form_new (self->session, self->now, self->cards,
                                         tm_catalogue_get_card_edits (self->catalogue), kind,
                                         label, key, main);

  for (guint i = 0; i < tm_table_form_get_n_buttons (form); i++)
    {
      GtkWidget *button = tm_table_form_get_button (form, i);

      g_object_set_data (G_OBJECT (button), "table-view", self);
      g_signal_connect (button, "clicked", G_CALLBACK (record_clicked_cb), form);
    }
  g_ptr_array_add (self->forms, form);
  *widget = tm_table_form_get_widget (form);
  return key + tm_table_form_get_n_buttons (form);
}

/* The pages */

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

static void
step_toggled_cb (GtkCheckButton *check,
                 TmTableView    *self)
{
  guint done = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < self->step_checks->len; i++)
    done += gtk_check_button_get_active (g_ptr_array_index (self->step_checks, i));
  /* Translators: read out as the set-up checklist is ticked */
  text = g_strdup_printf (_("%u of %u set-up steps done"), done, self->step_checks->len);
  announce (self, text);
}

static void
build_deal_page (TmTableView *self)
{
  TmTableForm *dealt;
  GtkWidget *form;

  tm_table_pages_show_deal (self->session, self->now, self->deal_title, self->setup_group,
                            self->deal_group, self->step_checks,
                            G_CALLBACK (step_toggled_cb), self);
  clear_box (GTK_WIDGET (self->dealt_box));
  build_kind (self, "dealt", 0, TRUE, &form);
  gtk_box_append (self->dealt_box, form);
  dealt = g_ptr_array_index (self->forms, 0);
  gtk_button_set_label (GTK_BUTTON (tm_table_form_get_button (dealt, 0)),
                        _("The Cards Are Dealt"));
}

static void
build_turn_page (TmTableView *self)
{
  const char * const *kinds = tm_table_now_get_kinds (self->now);
  guint key = 1;
  guint n_forms = 0;

  tm_table_pages_show_turn (self->session, self->now, tm_game_get_id (self->game),
                            self->seat_label, self->text_label, GTK_WIDGET (self->rules_button));

  /* In the order the game lists its kinds, the turn's own first (a move
   * before a penalty); points come from the score sheet's form, a deal
   * from the deal page. */
  clear_box (GTK_WIDGET (self->kinds_box));
  for (const TmTableKindInfo *info = tm_table_session_get_kinds (self->session);
       info->kind != NULL; info++)
    {
      GtkWidget *form;

      if (!g_strv_contains (kinds, info->kind) || g_str_equal (info->kind, "dealt") ||
          (info->fields != NULL && strstr (info->fields, "points=") != NULL))
        continue;
      key = build_kind (self, info->kind, key, key == 1, &form);
      gtk_flow_box_append (self->kinds_box, form);
      n_forms++;
    }
  /* The cards share the width: a line holds them all, three at most. */
  gtk_flow_box_set_max_children_per_line (self->kinds_box, CLAMP (n_forms, 1, 3));
}

static void
update_actions (TmTableView *self)
{
  gboolean on = self->session != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 on && tm_table_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo",
                                 on && tm_table_session_get_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.resume", self->found != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.end", on);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.score",
                                 on && self->now != NULL &&
                                 tm_table_now_get_phase (self->now) == TM_TABLE_PHASE_HAND_OVER);
}

static void
update_start_page (TmTableView *self)
{
  g_autofree char *description = NULL;

  description = g_strdup_printf (_("Tablemate seats the players, lists the set-up and the deal, "
                                   "and says whose turn it is and what they may do, while you "
                                   "play %s with the printed cards."),
                                 tm_game_get_name (self->game));
  adw_status_page_set_description (self->start_page, description);

  gtk_widget_set_visible (GTK_WIDGET (self->resume_button), self->found != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->resume_label), self->found != NULL);
  if (self->found != NULL)
    {
      g_autofree char *text = tm_table_resume_describe (self->found);

      gtk_label_set_text (self->resume_label, text);
    }
}

static void
refresh (TmTableView *self)
{
  TmTablePhase phase;
  g_autoptr(GString) hand = g_string_new (NULL);
  int dealer;

  clear_box (GTK_WIDGET (self->dealt_box));
  clear_box (GTK_WIDGET (self->kinds_box));
  g_ptr_array_set_size (self->forms, 0);
  g_clear_pointer (&self->now, tm_table_now_unref);

  if (self->session == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "start");
      update_start_page (self);
      update_actions (self);
      update_inhibit (self);
      update_timer (self);
      return;
    }

  self->now = tm_table_session_get_now (self->session);
  phase = tm_table_now_get_phase (self->now);
  dealer = tm_table_now_get_dealer (self->now);

  /* Translators: the bar over the table: the hand's and round's numbers */
  g_string_printf (hand, _("Hand %u · Round %u"), tm_table_now_get_hand (self->now),
                   tm_table_now_get_round (self->now));
  if (dealer >= 0)
    /* Translators: follows the hand's number; %s is the dealer's name */
    g_string_append_printf (hand, _(" · %s dealt"),
                            tm_table_pages_seat_name (self->session, dealer));
  gtk_label_set_text (self->hand_label, hand->str);

  if (tm_table_now_get_seat (self->now) != self->turn_seat ||
      tm_table_now_get_actor (self->now) != self->turn_actor ||
      tm_table_now_get_hand (self->now) != self->turn_hand)
    {
      self->turn_seat = tm_table_now_get_seat (self->now);
      self->turn_actor = tm_table_now_get_actor (self->now);
      self->turn_hand = tm_table_now_get_hand (self->now);
      tm_table_timer_restart (self->turn_timer);
    }

  switch (phase)
    {
    case TM_TABLE_PHASE_DEAL:
      build_deal_page (self);
      gtk_stack_set_visible_child_name (self->session_stack, "deal");
      break;

    case TM_TABLE_PHASE_PLAY:
      build_turn_page (self);
      gtk_stack_set_visible_child_name (self->session_stack, "turn");
      break;

    case TM_TABLE_PHASE_HAND_OVER:
    case TM_TABLE_PHASE_GAME_OVER:
    default:
      tm_table_pages_show_over (self->session, self->now, self->over_page,
                                GTK_WIDGET (self->score_button), GTK_WIDGET (self->again_button));
      gtk_stack_set_visible_child_name (self->session_stack, "over");
      break;
    }

  gtk_stack_set_visible_child_name (self->stack, "session");
  update_actions (self);
  update_inhibit (self);
  update_timer (self);
}

static void
save_failed_cb (TmTableView *self,
                const char  *message)
{
  g_autofree char *text = g_strdup_printf (_("The table’s record could not be saved: %s"),
                                           message);

  toast (self, text);
}

/* After a change: saved, shown again and read out. */
static void
changed (TmTableView *self,
         const char  *what)
{
  g_autoptr(GString) text = g_string_new (what);

  refresh (self);
  if (self->now != NULL && tm_table_now_get_phase (self->now) == TM_TABLE_PHASE_GAME_OVER)
    tm_table_file_discard (self->saver, self->file);
  else
    tm_table_file_save (self->saver, self->session, self->file);
  if (self->now != NULL && tm_table_now_get_text (self->now)[0] != '\0')
    {
      if (text->len > 0)
        g_string_append (text, ". ");
      g_string_append (text, tm_table_now_get_text (self->now));
    }
  announce (self, text->str);
}

/**
 * tm_table_view_record:
 * @self: a #TmTableView
 * @kind: the kind of event
 * @fields: (nullable): its details as `NAME=VALUE` (or `right`, `wrong`)
 * @error: return location for a #GError
 *
 * Records an event at the table, as its button does: it is saved, shown
 * and announced, or refused with the rules' reason.
 *
 * Returns: %TRUE if the event was recorded
 */
gboolean
tm_table_view_record (TmTableView         *self,
                      const char          *kind,
                      const char * const  *fields,
                      GError             **error)
{
  TmTableEvent event;
  g_autofree char *what = NULL;

  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  if (!tm_table_event_parse (&event, kind, fields, error) ||
      !tm_table_session_record (self->session, &event, error))
    return FALSE;

  what = tm_table_session_describe_event (self->session,
                                          tm_table_session_get_n_events (self->session) - 1);
  changed (self, what);
  return TRUE;
}

/* Starting, resuming and ending */

static void
begin_session (TmTableView    *self,
               TmTableSession *session,
               TmLedger       *ledger,
               GFile          *file)
{
  g_set_object (&self->session, session);
  g_set_object (&self->ledger, ledger);
  g_set_object (&self->file, file);
  self->turn_seat = self->turn_actor = TM_TABLE_NOBODY - 1;

  if (self->extra != NULL)
    adw_bin_set_child (self->extra_bin, NULL);
  self->extra = NULL;
  if (self->game_ui != NULL && self->game_ui->new_table_extra != NULL && session != NULL)
    {
      self->extra = self->game_ui->new_table_extra (self->catalogue, session);
      if (self->extra != NULL)
        adw_bin_set_child (self->extra_bin, self->extra);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->extra_bin), self->extra != NULL);
}

static void
forget_found (TmTableView *self,
              gboolean     delete)
{
  if (delete)
    tm_table_file_discard (self->saver, self->found_file);
  g_clear_object (&self->found);
  g_clear_object (&self->found_ledger);
  g_clear_object (&self->found_file);
}

static void
seated_cb (TmTableView *self,
           TmLedger    *ledger)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GVariant) options = NULL;
  g_autoptr(TmTableSession) session = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    g_strv_builder_add (builder, tm_ledger_player_get_name (tm_ledger_get_player (ledger, p)));
  names = g_strv_builder_end (builder);
  options = tm_ledger_dup_options (ledger);

  session = tm_table_session_new (self->catalogue, tm_game_get_id (self->game),
                                  (const char * const *) names, options,
                                  (int) tm_ledger_get_first_dealer (ledger), &error);
  if (session == NULL)
    {
      toast (self, error->message);
      return;
    }

  forget_found (self, TRUE);
  file = tm_table_file_for_sheet (tm_ledger_get_file (ledger));
  begin_session (self, session, ledger, file);
  tm_table_timer_restart (self->turn_timer);
  /* Translators: read out when a game at the table begins */
  text = g_strdup_printf (_("%s begins"), tm_game_get_name (self->game));
  changed (self, text);
}

static void
seating_closed_cb (TmTableView *self)
{
  self->seating = NULL;
}

/**
 * tm_table_view_present_seating:
 * @self: a #TmTableView
 *
 * Opens the dialog that seats the players, picks the rule options and
 * starts the score sheet the table's hands are scored in; starting it
 * starts a game at the table.
 *
 * Returns: (transfer none): the dialog
 */
AdwDialog *
tm_table_view_present_seating (TmTableView *self)
{
  TmNewLedgerDialog *dialog;

  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  dialog = tm_new_ledger_dialog_new (tm_services_get_ledger_store (self->services),
                                     self->catalogue, self->game);
  adw_dialog_set_title (ADW_DIALOG (dialog), _("Seat the Players"));
  tm_options_group_set_pillar (tm_new_ledger_dialog_get_options_group (dialog),
                               TM_GAME_PILLAR_SCORE | TM_GAME_PILLAR_TABLE);
  g_signal_connect_object (dialog, "started", G_CALLBACK (seated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "closed", G_CALLBACK (seating_closed_cb), self,
                           G_CONNECT_SWAPPED);
  self->seating = dialog;
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));

  return ADW_DIALOG (dialog);
}

/**
 * tm_table_view_resume:
 * @self: a #TmTableView
 *
 * Continues the game at the table found on disk, where it was left.
 */
void
tm_table_view_resume (TmTableView *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TM_IS_TABLE_VIEW (self));
  g_return_if_fail (self->found != NULL);

  begin_session (self, self->found, self->found_ledger, self->found_file);
  forget_found (self, FALSE);
  tm_table_timer_restart (self->turn_timer);
  text = g_strdup_printf (_("%s continues"), tm_game_get_name (self->game));
  changed (self, text);
}

/* The newest game of this one left beside a sheet of the store. */
static void
find_session (TmTableView *self)
{
  if (self->session != NULL || self->found != NULL)
    return;
  self->found = tm_table_resume_find (tm_services_get_ledger_store (self->services),
                                      self->catalogue, self->game, &self->found_ledger,
                                      &self->found_file);
  if (self->found != NULL)
    refresh (self);
}

static void
store_loaded_cb (TmTableView *self)
{
  if (tm_ledger_store_get_loaded (tm_services_get_ledger_store (self->services)))
    find_session (self);
}

static void
end_session (TmTableView *self)
{
  tm_table_file_discard (self->saver, self->file);
  begin_session (self, NULL, NULL, NULL);
  refresh (self);
  announce (self, _("The game at the table has ended"));
}

static void
end_response_cb (TmTableView *self,
                 const char  *response)
{
  if (g_str_equal (response, "stop"))
    end_session (self);
}

/* Scoring a hand in the sheet */

static void
hand_saved_cb (TmTableView *self,
               const char  *message)
{
  g_autoptr(GString) points = g_string_new ("points=");
  g_autoptr(GError) error = NULL;
  TmLedgerHand *hand;
  TmHandScore *score;
  const char *fields[2] = { NULL, NULL };

  if (self->session == NULL || tm_ledger_get_n_hands (self->ledger) == 0)
    return;
  hand = tm_ledger_get_hand (self->ledger, tm_ledger_get_n_hands (self->ledger) - 1);
  score = tm_ledger_hand_get_score (hand);
  for (guint p = 0; p < tm_table_session_get_n_players (self->session); p++)
    {
      gint64 value = score != NULL && p < tm_hand_score_get_n_players (score)
                     ? tm_hand_score_get_points (score, p) : 0;

      g_string_append_printf (points, p > 0 ? ",%" G_GINT64_FORMAT : "%" G_GINT64_FORMAT, value);
    }
  fields[0] = points->str;
  if (!tm_table_view_record (self, "score", fields, &error))
    toast (self, error->message);
}

static void
editor_closed_cb (TmTableView *self)
{
  self->editor = NULL;
}

/**
 * tm_table_view_present_score:
 * @self: a #TmTableView
 *
 * Opens the score sheet's hand form for the hand just over, filled in
 * with the players, the dealer and what the table recorded; saving it
 * adds the hand to the game's sheet and the table goes on to the next
 * hand (or the game's end).
 *
 * Returns: (transfer none) (nullable): the form, or %NULL when no hand
 *   is waiting for its score
 */
AdwDialog *
tm_table_view_present_score (TmTableView *self)
{
  g_autoptr(TmTableHand) hand = NULL;
  GVariant *entries[TM_TABLE_MAX_SEATS + 1] = { NULL };
  TmHandEditor *editor;

  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  if (self->session == NULL || self->ledger == NULL ||
      (hand = tm_table_session_get_finished_hand (self->session)) == NULL)
    return NULL;

  for (guint p = 0; p < tm_table_hand_get_n_players (hand) && p < TM_TABLE_MAX_SEATS; p++)
    entries[p] = tm_table_hand_get_entry (hand, p);
  editor = tm_hand_editor_new_filled (self->ledger, tm_table_hand_get_dealer (hand),
                                      tm_table_hand_get_outcome (hand), entries);
  g_signal_connect_object (editor, "saved", G_CALLBACK (hand_saved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "closed", G_CALLBACK (editor_closed_cb), self,
                           G_CONNECT_SWAPPED);
  self->editor = ADW_DIALOG (editor);
  adw_dialog_present (ADW_DIALOG (editor), GTK_WIDGET (self));

  return ADW_DIALOG (editor);
}

/* Actions */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  tm_table_view_present_seating (TM_TABLE_VIEW (widget));
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  tm_table_view_resume (TM_TABLE_VIEW (widget));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TmTableView *self = TM_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  gboolean undo = g_str_equal (action_name, "table.undo");

  if (self->session == NULL)
    return;
  if (!(undo ? tm_table_session_undo (self->session, &error)
             : tm_table_session_redo (self->session, &error)))
    {
      toast (self, error->message);
      return;
    }
  changed (self, undo ? _("Undone") : _("Redone"));
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  tm_table_view_present_score (TM_TABLE_VIEW (widget));
}

static void
end_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TmTableView *self = TM_TABLE_VIEW (widget);
  AdwDialog *dialog;

  dialog = adw_alert_dialog_new (_("Stop the Game?"),
                                 _("The score sheet keeps every hand scored so far; the "
                                   "table’s record of this game is deleted."));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "stop", _("_Stop"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "stop",
                                            ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (end_response_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* 1 to 9 press the buttons of the page shown, in order (a Right and a
 * Wrong button take a key each). */
static gboolean
key_cb (GtkWidget *widget,
        GVariant  *args,
        gpointer   user_data)
{
  TmTableView *self = TM_TABLE_VIEW (widget);
  int key = g_variant_get_int32 (args);

  for (guint i = 0; i < self->forms->len && key >= 1; i++)
    {
      TmTableForm *form = g_ptr_array_index (self->forms, i);

      if ((guint) key <= tm_table_form_get_n_buttons (form))
        return gtk_widget_activate (tm_table_form_get_button (form, key - 1));
      key -= tm_table_form_get_n_buttons (form);
    }
  return FALSE;
}

static gboolean
leave_large_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  TmTableView *self = TM_TABLE_VIEW (widget);

  if (!self->large_type)
    return FALSE;
  tm_table_view_set_large_type (self, FALSE);
  return TRUE;
}

static gboolean
pause_key_cb (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  TmTableView *self = TM_TABLE_VIEW (widget);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->pause_button)))
    return FALSE;
  g_object_set (self, "paused", !tm_table_timer_get_paused (self->turn_timer), NULL);
  return TRUE;
}

/* Properties */

/**
 * tm_table_view_get_large_type:
 * @self: a #TmTableView
 *
 * Gets whether the table is shown full screen in large type.
 *
 * Returns: %TRUE in large type
 */
gboolean
tm_table_view_get_large_type (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), FALSE);
  return self->large_type;
}

/**
 * tm_table_view_set_large_type:
 * @self: a #TmTableView
 * @large_type: whether to show the table in large type
 *
 * Shows the table full screen in type large enough to read from across
 * the table, or as before.
 */
void
tm_table_view_set_large_type (TmTableView *self,
                              gboolean     large_type)
{
  GtkRoot *root;

  g_return_if_fail (TM_IS_TABLE_VIEW (self));

  large_type = !!large_type;
  if (self->large_type == large_type)
    return;
  self->large_type = large_type;

  root = gtk_widget_get_root (GTK_WIDGET (self));
  adw_clamp_set_maximum_size (self->turn_clamp, large_type ? 1800 : 960);
  if (large_type)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "tm-large-type");
      if (GTK_IS_WINDOW (root))
        gtk_window_fullscreen (GTK_WINDOW (root));
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "tm-large-type");
      if (GTK_IS_WINDOW (root))
        gtk_window_unfullscreen (GTK_WINDOW (root));
    }
  announce (self, large_type ? _("Large type, full screen") : _("Normal type"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LARGE_TYPE]);
}

static void
set_timer (TmTableView *self,
           gboolean     timer)
{
  timer = !!timer;
  if (self->timer == timer)
    return;
  self->timer = timer;
  tm_table_timer_restart (self->turn_timer);
  tm_table_timer_set_paused (self->turn_timer, FALSE);
  update_timer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIMER]);
}

static void
set_paused (TmTableView *self,
            gboolean     paused)
{
  paused = !!paused;
  if (tm_table_timer_get_paused (self->turn_timer) == paused)
    return;
  tm_table_timer_set_paused (self->turn_timer, paused);
  announce (self, paused ? _("Timer paused") : _("Timer running"));
  update_timer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

static void
tm_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TmTableView *self = TM_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_LARGE_TYPE:
      g_value_set_boolean (value, self->large_type);
      break;
    case PROP_TIMER:
      g_value_set_boolean (value, self->timer);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, tm_table_timer_get_paused (self->turn_timer));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TmTableView *self = TM_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_LARGE_TYPE:
      tm_table_view_set_large_type (self, g_value_get_boolean (value));
      break;
    case PROP_TIMER:
      set_timer (self, g_value_get_boolean (value));
      break;
    case PROP_PAUSED:
      set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_table_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tm_table_view_parent_class)->map (widget);
  update_inhibit (TM_TABLE_VIEW (widget));
}

static void
tm_table_view_unmap (GtkWidget *widget)
{
  TmTableView *self = TM_TABLE_VIEW (widget);

  GTK_WIDGET_CLASS (tm_table_view_parent_class)->unmap (widget);
  update_inhibit (self);
  if (self->large_type)
    tm_table_view_set_large_type (self, FALSE);
}

static void
tm_table_view_dispose (GObject *object)
{
  TmTableView *self = (TmTableView *)object;

  tm_table_file_cancel (self->saver);
  if (self->inhibit_cookie != 0)
    gtk_application_uninhibit (self->inhibit_app, self->inhibit_cookie);
  self->inhibit_cookie = 0;
  self->inhibiting = FALSE;
  g_clear_object (&self->inhibit_app);
  if (self->editor != NULL)
    adw_dialog_force_close (self->editor);
  if (self->seating != NULL)
    adw_dialog_force_close (ADW_DIALOG (self->seating));

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_TABLE_VIEW);

  g_clear_pointer (&self->now, tm_table_now_unref);
  g_clear_pointer (&self->forms, g_ptr_array_unref);
  g_clear_pointer (&self->step_checks, g_ptr_array_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->session);
  g_clear_object (&self->ledger);
  g_clear_object (&self->file);
  forget_found (self, FALSE);
  g_clear_object (&self->saver);
  g_clear_object (&self->turn_timer);
  g_clear_object (&self->game);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->services);

  G_OBJECT_CLASS (tm_table_view_parent_class)->dispose (object);
}

static void
tm_table_view_finalize (GObject *object)
{
  TmTableView *self = (TmTableView *)object;

  g_free (self->announcement);

  G_OBJECT_CLASS (tm_table_view_parent_class)->finalize (object);
}

static void
tm_table_view_class_init (TmTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_table_view_dispose;
  object_class->finalize = tm_table_view_finalize;
  object_class->get_property = tm_table_view_get_property;
  object_class->set_property = tm_table_view_set_property;
  widget_class->map = tm_table_view_map;
  widget_class->unmap = tm_table_view_unmap;

  /**
   * TmTableView:large-type:
   *
   * Whether the table is shown full screen in large type.
   */
  properties[PROP_LARGE_TYPE] =
    g_param_spec_boolean ("large-type", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmTableView:timer:
   *
   * Whether each turn is timed.
   */
  properties[PROP_TIMER] =
    g_param_spec_boolean ("timer", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * TmTableView:paused:
   *
   * Whether the turn timer is paused.
   */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmTableView, toasts);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, start_page);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, resume_button);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, resume_label);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, session_stack);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, slow_spin);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, deal_title);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, setup_group);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, deal_group);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, dealt_box);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, seat_label);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, text_label);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, rules_button);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, timer_label);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, pause_button);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, extra_bin);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, kinds_box);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, turn_clamp);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, over_page);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, score_button);
  gtk_widget_class_bind_template_child (widget_class, TmTableView, again_button);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "table.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.score", NULL, score_action);
  gtk_widget_class_install_action (widget_class, "table.end", NULL, end_action);
  gtk_widget_class_install_property_action (widget_class, "table.large-type", "large-type");
  gtk_widget_class_install_property_action (widget_class, "table.timer", "timer");
  gtk_widget_class_install_property_action (widget_class, "table.paused", "paused");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "table.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "table.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "table.large-type", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, leave_large_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_p, 0, pause_key_cb, NULL);
  for (int key = 1; key <= 9; key++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_0 + key, 0, key_cb, "i", key);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_0 + key, 0, key_cb, "i", key);
    }
}

static void
tm_table_view_init (TmTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->saver = tm_table_file_new ();
  g_signal_connect_object (self->saver, "failed", G_CALLBACK (save_failed_cb), self,
                           G_CONNECT_SWAPPED);
  self->turn_timer = tm_table_timer_new (self->timer_label, GTK_WIDGET (self->pause_button),
                                         self->slow_spin);
  g_signal_connect_object (self->turn_timer, "slow", G_CALLBACK (slow_cb), self,
                           G_CONNECT_SWAPPED);
  self->forms = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_table_form_free);
  self->step_checks = g_ptr_array_new ();
  self->turn_seat = self->turn_actor = TM_TABLE_NOBODY - 1;
}

/**
 * tm_table_view_new_for_game:
 * @services: what the application shares
 * @game: the game
 *
 * Creates the Table section of @game's page.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_table_view_new_for_game (TmServices *services,
                            TmGame     *game)
{
  TmTableView *self;
  TmLedgerStore *store;

  g_return_val_if_fail (TM_IS_SERVICES (services), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  self = g_object_new (TM_TYPE_TABLE_VIEW, NULL);
  self->services = g_object_ref (services);
  self->catalogue = g_object_ref (tm_services_get_catalogue (services));
  self->game = g_object_ref (game);
  self->game_ui = tm_game_ui_lookup (tm_game_get_id (game));
  self->cards = tm_table_form_list_cards (self->catalogue, game);

  refresh (self);

  store = tm_services_get_ledger_store (services);
  g_signal_connect_object (store, "notify::loaded", G_CALLBACK (store_loaded_cb), self,
                           G_CONNECT_SWAPPED);
  if (tm_ledger_store_get_loaded (store))
    find_session (self);
  else
    tm_ledger_store_load (store);

  return GTK_WIDGET (self);
}

/**
 * tm_table_view_get_session:
 * @self: a #TmTableView
 *
 * Gets the game followed at the table.
 *
 * Returns: (transfer none) (nullable): the session, or %NULL before one
 *   starts
 */
TmTableSession *
tm_table_view_get_session (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);
  return self->session;
}

/**
 * tm_table_view_get_ledger:
 * @self: a #TmTableView
 *
 * Gets the score sheet the table's hands are scored in.
 *
 * Returns: (transfer none) (nullable): the sheet
 */
TmLedger *
tm_table_view_get_ledger (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);
  return self->ledger;
}

/**
 * tm_table_view_get_session_file:
 * @self: a #TmTableView
 *
 * Gets the file the game at the table is written to, beside its sheet.
 *
 * Returns: (transfer none) (nullable): the file
 */
GFile *
tm_table_view_get_session_file (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);
  return self->file;
}

/**
 * tm_table_view_get_can_resume:
 * @self: a #TmTableView
 *
 * Gets whether a game left at the table was found and may be continued.
 *
 * Returns: %TRUE if one may be continued
 */
gboolean
tm_table_view_get_can_resume (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), FALSE);
  return self->found != NULL;
}

/**
 * tm_table_view_get_kind_button:
 * @self: a #TmTableView
 * @kind: a kind of event
 *
 * Gets the button that records @kind on the page shown.
 *
 * Returns: (transfer none) (nullable): the button, or %NULL when @kind
 *   cannot be recorded now
 */
GtkWidget *
tm_table_view_get_kind_button (TmTableView *self,
                               const char  *kind)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  for (guint i = 0; i < self->forms->len; i++)
    {
      TmTableForm *form = g_ptr_array_index (self->forms, i);

      if (g_str_equal (tm_table_form_get_kind (form), kind))
        return tm_table_form_get_button (form, 0);
    }
  return NULL;
}

/**
 * tm_table_view_get_choice_button:
 * @self: a #TmTableView
 * @kind: a kind of event with a right-or-wrong answer
 * @choice: `right` or `wrong`
 *
 * Gets the button that records @kind with that answer, in one tap.
 *
 * Returns: (transfer none) (nullable): the button, or %NULL when @kind
 *   cannot be recorded now or has no such answer
 */
GtkWidget *
tm_table_view_get_choice_button (TmTableView *self,
                                 const char  *kind,
                                 const char  *choice)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  for (guint i = 0; i < self->forms->len; i++)
    {
      TmTableForm *form = g_ptr_array_index (self->forms, i);

      if (g_str_equal (tm_table_form_get_kind (form), kind))
        return tm_table_form_get_choice_button (form, choice);
    }
  return NULL;
}

/**
 * tm_table_view_get_field:
 * @self: a #TmTableView
 * @kind: a kind of event
 * @field: one of its fields: `card`, `on`, `seat`, `target` or `number`
 *
 * Gets the widget that gives a detail of @kind on the page shown: a
 * #GtkDropDown for a card (by its name, or by the owner's answer for it)
 * or a seat, a #GtkSpinButton for a number.  A right-or-wrong answer is
 * given by the button pressed (tm_table_view_get_choice_button()).
 *
 * Returns: (transfer none) (nullable): the widget
 */
GtkWidget *
tm_table_view_get_field (TmTableView *self,
                         const char  *kind,
                         const char  *field)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  for (guint i = 0; i < self->forms->len; i++)
    {
      TmTableForm *form = g_ptr_array_index (self->forms, i);

      if (g_str_equal (tm_table_form_get_kind (form), kind))
        return tm_table_form_get_field (form, field);
    }
  return NULL;
}

/**
 * tm_table_view_get_n_setup_steps:
 * @self: a #TmTableView
 *
 * Gets the number of items in the set-up checklist shown.
 *
 * Returns: the number of steps
 */
guint
tm_table_view_get_n_setup_steps (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), 0);
  return self->step_checks->len;
}

/**
 * tm_table_view_get_page:
 * @self: a #TmTableView
 *
 * Gets the page shown: `start`, `deal`, `turn` or `over`.
 *
 * Returns: the page's name
 */
const char *
tm_table_view_get_page (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);

  if (self->session == NULL)
    return "start";
  return gtk_stack_get_visible_child_name (self->session_stack);
}

/**
 * tm_table_view_get_announcement:
 * @self: a #TmTableView
 *
 * Gets the last change announced to screen readers.
 *
 * Returns: (nullable): the announcement
 */
const char *
tm_table_view_get_announcement (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), NULL);
  return self->announcement;
}

/**
 * tm_table_view_get_inhibiting:
 * @self: a #TmTableView
 *
 * Gets whether the view asks the desktop to keep the screen from blanking
 * (GtkApplication's idle inhibitor), as it does while a game runs and the
 * view shows.  A desktop may not be able to.
 *
 * Returns: %TRUE while it asks
 */
gboolean
tm_table_view_get_inhibiting (TmTableView *self)
{
  g_return_val_if_fail (TM_IS_TABLE_VIEW (self), FALSE);
  return self->inhibiting;
}
