/* tm-play-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-new-game-dialog.h"
#include "tm-play-summary.h"
#include "tm-play-table.h"
#include "tm-play-view.h"

/* A game's Play section.  Three pages in a stack: the start page (new game,
 * resume, statistics), the table (the game's own table view, a move log,
 * Hint and Undo) and the privacy screen that covers the table while the
 * device passes from one person to the next.
 *
 * The table is only ever given the observation of one person's seat, the
 * viewer: the person whose turn it is, or who last had one.  Each move is
 * written in the log and announced to screen readers.  The game in
 * progress is saved after every move, in a thread, atomically, to
 * $XDG_DATA_HOME/tablemate/games/GAME.json; finished games count in the
 * statistics ($XDG_DATA_HOME/tablemate/play-stats.json).  At the end of a
 * hand (which the engine recognises and tells as a TmPlayHand: the
 * scorer's entries, the points, totals and winners) a summary offers to
 * put it in a score sheet (a TmLedger saved where the Scores section finds
 * it).  The view and the table talk to the engine in its types only:
 * observations as TmPlayState, moves as TmMove, hands as TmPlayHand. */

struct _TmPlayView
{
  GtkWidget         parent_instance;

  TmCatalogue      *catalogue;
  TmGame           *game;
  TmPlaySession    *session;
  TmPlaySession    *saved_session;
  GtkWidget        *table;
  int               viewer;
  int               pending_viewer;
  gboolean          my_turn;
  gboolean          others_moved;   /* a computer moved since the person's last turn */
  guint             ai_delay;

  AdwBanner        *refusal_banner;
  GtkStack         *stack;
  AdwStatusPage    *start_page;
  GtkButton        *resume_button;
  AdwStatusPage    *privacy_page;
  GtkButton        *privacy_button;
  GtkWidget        *hint_button;    /* in header_box */
  AdwBin           *table_holder;
  GtkLabel         *status_label;
  GtkListBox       *log_list;
  GtkToggleButton  *log_toggle;
  GtkLabel         *log_last_label;
  GtkImage         *log_arrow;
  GtkStringList    *log;
  GArray           *log_moves;      /* guint: moves made when each line was written */
  char             *last_announcement;

  GSimpleActionGroup *actions;      /* play.*, shared with the header buttons */
  GtkWidget        *header_box;     /* New Game, Hint, Undo for the header bar */

  GCancellable     *cancellable;    /* loading, hints; cancelled when the view goes */
  GCancellable     *hint_cancellable;
  char             *load_error;
  guint             busy;
  gboolean          saving;
  gboolean          save_again;
  gboolean          delete_after;

  TmPlayStats      *stats;          /* NULL until read */
  GArray           *pending_results; /* gboolean: games won, finished before the read */
  TmLedger         *ledger;
  AdwDialog        *summary;
};

G_DEFINE_FINAL_TYPE (TmPlayView, tm_play_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LAST_ANNOUNCEMENT,
  PROP_HEADER_WIDGET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void render (TmPlayView *self);
static void render_saying (TmPlayView *self,
                           const char *said);
static void save_session (TmPlayView *self);

static const char *
game_id (TmPlayView *self)
{
  return tm_game_get_id (self->game);
}

/* Says @text to screen readers, and keeps it where tests (which have
 * no AT-SPI) can read it: every announcement notifies, even of the same
 * text as the last one. */
static void
announce (TmPlayView *self,
          const char *text)
{
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  g_free (self->last_announcement);
  self->last_announcement = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_ANNOUNCEMENT]);
}

/* The pause before a computer move as it is shown: the one set, or with
 * the desktop's animations off hardly any. */
static guint
shown_ai_delay (TmPlayView *self)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean animations = TRUE;

  g_object_get (settings, "gtk-enable-animations", &animations, NULL);
  return animations ? self->ai_delay : MIN (self->ai_delay, TM_PLAY_VIEW_STILL_AI_DELAY);
}

static void
animations_changed_cb (TmPlayView *self)
{
  if (self->session != NULL)
    tm_play_session_set_ai_delay (self->session, shown_ai_delay (self));
}

static void
set_action_enabled (TmPlayView *self,
                    const char *name,
                    gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The folded log (narrow windows) shows its newest line. */
static void
update_log_last (TmPlayView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->log));

  gtk_label_set_label (self->log_last_label,
                       n > 0 ? gtk_string_list_get_string (self->log, n - 1) : "");
}

static void
log_toggled_cb (TmPlayView *self)
{
  gboolean open = gtk_toggle_button_get_active (self->log_toggle);

  gtk_image_set_from_icon_name (self->log_arrow, open ? "pan-down-symbolic" : "pan-up-symbolic");
  gtk_widget_set_visible (GTK_WIDGET (self->log_last_label), !open);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->log_toggle),
                               GTK_ACCESSIBLE_STATE_EXPANDED, open, -1);
}

static void
log_line (TmPlayView *self,
          const char *text)
{
  guint moves = self->session ? tm_play_state_get_n_moves (tm_play_session_get_state (self->session)) : 0;
  guint n;

  gtk_string_list_append (self->log, text);
  g_array_append_val (self->log_moves, moves);
  update_log_last (self);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  if (n > 0)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->log_list, n - 1);
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->log_list),
                                                     GTK_TYPE_SCROLLED_WINDOW);

      /* Keep the newest line in sight. */
      if (row != NULL && scroller != NULL)
        {
          GtkAdjustment *adjustment =
            gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
        }
    }
}

/* Files: written in a thread (tm_play_session_write_file()). */

static void
write_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  GFile *file = g_object_get_data (G_OBJECT (task), "file");
  GError *error = NULL;

  if (tm_play_session_write_file (file, data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Writes @node to @file (or deletes @file when @node is NULL). */
static void
write_async (TmPlayView          *self,
             GFile               *file,
             JsonNode            *node,
             GAsyncReadyCallback  callback)
{
  GTask *task = g_task_new (self, NULL, callback, NULL);
  GBytes *bytes = NULL;

  if (node != NULL)
    {
      gsize length;
      char *text = json_to_string (node, TRUE);

      length = strlen (text);
      bytes = g_bytes_new_take (text, length);
    }
  self->busy++;
  g_object_set_data_full (G_OBJECT (task), "file", g_object_ref (file), g_object_unref);
  g_task_set_task_data (task, bytes, bytes ? (GDestroyNotify) g_bytes_unref : NULL);
  g_task_run_in_thread (task, write_thread);
  g_object_unref (task);
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (object);
  g_autoptr(GError) error = NULL;

  self->busy--;
  self->saving = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_warning ("The game could not be saved: %s", error->message);

  if (self->save_again)
    {
      self->save_again = FALSE;
      save_session (self);
    }
}

static void
save_session (TmPlayView *self)
{
  g_autoptr(GFile) file = tm_play_session_get_save_file (game_id (self));
  g_autoptr(JsonNode) node = NULL;

  if (self->session == NULL)
    return;
  if (self->saving)
    {
      self->save_again = TRUE;
      return;
    }

  /* A finished game is not kept for resuming. */
  if (!tm_play_state_get_is_terminal (tm_play_session_get_state (self->session)))
    node = tm_play_session_to_json (self->session);
  self->saving = TRUE;
  write_async (self, file, node, saved_cb);
}

/* Statistics */

static void
stats_saved_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TmPlayView) self = user_data;
  g_autoptr(GError) error = NULL;

  self->busy--;
  /* A file that could not be read is left alone, and the start page
   * says why. */
  if (!tm_play_stats_save_finish (TM_PLAY_STATS (object), result, &error) &&
      !g_error_matches (error, TM_PLAY_STATS_ERROR, TM_PLAY_STATS_ERROR_PROTECTED))
    g_warning ("The statistics could not be saved: %s", error->message);
}

static void
save_stats (TmPlayView *self)
{
  g_autoptr(GFile) file = tm_play_stats_get_default_file ();

  self->busy++;
  tm_play_stats_save_async (self->stats, file, NULL, stats_saved_cb, g_object_ref (self));
}

static void
record_result (TmPlayView *self,
               gboolean    won)
{
  if (self->stats == NULL)
    {
      g_array_append_val (self->pending_results, won);
      return;
    }
  tm_play_stats_record (self->stats, game_id (self), won);
  save_stats (self);
}

static char *
stats_text (TmPlayView *self)
{
  TmPlayRecord record = { 0 };

  if (self->stats != NULL)
    tm_play_stats_get_record (self->stats, game_id (self), &record);
  if (record.played == 0)
    return g_strdup (_("Play against the computer or pass the device round the table."));
  /* Translators: statistics of games against the computer */
  return g_strdup_printf (_("Played %u · Won %u · Streak %u · Best streak %u"),
                          record.played, record.won, record.streak, record.best_streak);
}

static void
update_start_page (TmPlayView *self)
{
  g_autofree char *stats = stats_text (self);
  g_autoptr(GString) text = g_string_new (stats);

  if (self->stats != NULL && tm_play_stats_get_load_failure (self->stats) != NULL)
    g_string_append_printf (text, "\n\n%s", tm_play_stats_get_load_failure (self->stats));
  if (self->load_error != NULL)
    g_string_append_printf (text, "\n\n%s", self->load_error);
  else if (self->saved_session != NULL)
    {
      TmPlayState *state = tm_play_session_get_state (self->saved_session);

      g_string_append (text, "\n\n");
      g_string_append_printf (text, g_dngettext (NULL, "A game is waiting, %u move in.",
                                                 "A game is waiting, %u moves in.",
                                                 tm_play_state_get_n_moves (state)),
                              tm_play_state_get_n_moves (state));
    }
  {
    /* The description is markup; the error may hold any character. */
    g_autofree char *escaped = g_markup_escape_text (text->str, -1);

    adw_status_page_set_description (self->start_page, escaped);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->resume_button), self->saved_session != NULL);
  set_action_enabled (self, "resume", self->saved_session != NULL);
}

typedef struct
{
  TmPlayStats   *stats;
  TmPlaySession *session;
  char          *error;
} LoadData;

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_clear_object (&load->stats);
  g_clear_object (&load->session);
  g_free (load->error);
  g_free (load);
}

/* Reads the statistics and the game in progress.  A saved game that
 * cannot be read is moved aside, never overwritten, and the person is told
 * where it is. */
static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  const char *id = data;
  g_autoptr(GFile) stats = tm_play_stats_get_default_file ();
  g_autoptr(GFile) file = tm_play_session_get_save_file (id);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  LoadData *load = g_new0 (LoadData, 1);
  gsize length;

  /* One that cannot be read keeps its reason, and is never saved over. */
  load->stats = tm_play_stats_new ();
  tm_play_stats_load (load->stats, stats, cancellable, NULL);

  if (g_file_load_contents (file, cancellable, &contents, &length, NULL, &error))
    {
      g_autoptr(JsonNode) root = tm_play_state_parse_json (contents, length, &error);

      if (root != NULL)
        load->session = tm_play_session_new_from_json (root, &error);

      if (load->session == NULL)
        {
          g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
          g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
          g_autofree char *name = g_strdup_printf ("%s-unreadable-%s.json", id, stamp);
          g_autoptr(GFile) dir = g_file_get_parent (file);
          g_autoptr(GFile) aside = g_file_get_child (dir, name);
          g_autofree char *path = g_file_get_path (aside);

          if (g_file_move (file, aside, G_FILE_COPY_NONE, cancellable, NULL, NULL, NULL))
            load->error = g_strdup_printf (_("The saved game could not be read (%s). "
                                             "It is kept as %s."), error->message, path);
          else
            load->error = g_strdup_printf (_("The saved game could not be read (%s). "
                                             "It is left as it is."), error->message);
        }
    }

  g_task_return_pointer (task, load, load_data_free);
}

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  LoadData *load = g_task_propagate_pointer (G_TASK (result), NULL);
  TmPlayView *self;

  if (load == NULL || g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      g_clear_pointer (&load, load_data_free);
      return;
    }

  self = TM_PLAY_VIEW (object);
  self->busy--;
  if (self->stats == NULL)
    {
      self->stats = g_steal_pointer (&load->stats);
      for (guint i = 0; i < self->pending_results->len; i++)
        tm_play_stats_record (self->stats, game_id (self),
                              g_array_index (self->pending_results, gboolean, i));
      if (self->pending_results->len > 0)
        save_stats (self);
      g_array_set_size (self->pending_results, 0);
    }
  g_set_object (&self->saved_session, load->session);
  g_free (self->load_error);
  self->load_error = g_steal_pointer (&load->error);
  load_data_free (load);
  update_start_page (self);
}

/* Score sheets */

static void
ledger_saved_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TmPlayView) self = user_data;
  g_autoptr(GError) error = NULL;

  self->busy--;
  if (!tm_ledger_save_finish (TM_LEDGER (object), result, &error))
    {
      g_warning ("The score sheet could not be saved: %s", error->message);
      announce (self, _("The score sheet could not be saved"));
    }
}

static void
append_to_ledger (TmPlayView *self,
                  TmPlayHand *hand)
{
  g_autoptr(GError) error = NULL;
  int dealer = tm_play_hand_get_dealer (hand);
  gboolean added;

  /* The hand is recorded as dealt by whoever dealt it at the table, not
   * by the sheet's next dealer: a sheet that goes on from earlier games
   * need not pass the deal the way the games did.  One step to undo. */
  tm_ledger_begin_group (self->ledger);
  added = tm_ledger_append_hand (self->ledger, tm_play_hand_get_outcome (hand),
                                 tm_play_hand_get_entries (hand), NULL, &error);
  if (added && dealer >= 0 && (guint) dealer < tm_ledger_get_n_players (self->ledger))
    tm_ledger_set_dealer (self->ledger,
                          tm_ledger_get_hand (self->ledger, tm_ledger_get_n_hands (self->ledger) - 1),
                          dealer);
  tm_ledger_end_group (self->ledger);
  if (!added)
    {
      g_warning ("The hand could not be added to the score sheet: %s", error->message);
      return;
    }
  tm_play_session_set_hands_recorded (self->session,
                                      tm_play_session_get_hands_recorded (self->session) + 1);
  self->busy++;
  tm_ledger_save_async (self->ledger, NULL, ledger_saved_cb, g_object_ref (self));
  announce (self, _("Added to the score sheet"));
  save_session (self);
}

static void
ledger_loaded_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TmPlayView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TmLedger) ledger = tm_ledger_load_finish (result, &error);

  self->busy--;
  if (ledger == NULL)
    {
      /* The score sheet is gone or damaged: later hands start a new one. */
      g_debug ("The game's score sheet could not be read: %s", error->message);
      if (self->session != NULL)
        tm_play_session_set_ledger_path (self->session, NULL);
      return;
    }
  if (self->ledger == NULL && self->session != NULL)
    self->ledger = g_steal_pointer (&ledger);
}

static void
add_to_ledger (TmPlayView *self,
               TmPlayHand *hand)
{
  g_autoptr(GError) error = NULL;

  if (self->ledger == NULL)
    {
      g_auto(GStrv) names = tm_play_session_dup_names (self->session);
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%x");
      g_autofree char *title = g_strdup_printf (_("%s on the computer, %s"),
                                                tm_game_get_name (self->game), date);
      g_autoptr(GFile) dir = tm_ledger_get_default_dir ();
      g_autofree char *name = NULL;
      g_autoptr(GFile) file = NULL;

      self->ledger = tm_ledger_new (self->catalogue, game_id (self),
                                    (const char * const *) names, &error);
      if (self->ledger == NULL)
        {
          g_warning ("No score sheet could be made: %s", error->message);
          return;
        }
      tm_ledger_set_title (self->ledger, title);
      /* The sheet is scored with the options the game is played with,
       * and starts with this hand's dealer, in a game with one. */
      tm_ledger_set_options (self->ledger, tm_play_hand_get_options (hand));
      /* Partners count together on the sheet as at the table. */
      for (guint p = 0; p < tm_play_hand_get_n_players (hand); p++)
        if (tm_play_hand_get_team (hand, p) >= 0)
          tm_ledger_set_player_team (self->ledger, p, tm_play_hand_get_team (hand, p));
      if (tm_play_hand_get_dealer (hand) >= 0)
        tm_ledger_set_first_dealer (self->ledger, tm_play_hand_get_dealer (hand));
      name = g_strdup_printf ("%s.json", tm_ledger_get_id (self->ledger));
      file = g_file_get_child (dir, name);
      tm_ledger_set_file (self->ledger, file);
      tm_play_session_set_ledger_path (self->session, g_file_peek_path (file));
    }
  append_to_ledger (self, hand);
}

/* The end of a hand */

static void
summary_response_cb (AdwAlertDialog *dialog,
                     const char     *response,
                     TmPlayView     *self)
{
  TmPlayHand *hand = tm_play_summary_get_hand (TM_PLAY_SUMMARY (dialog));

  if (g_strcmp0 (response, "ledger") == 0 && self->session != NULL)
    add_to_ledger (self, hand);
}

static void
summary_closed_cb (AdwDialog  *dialog,
                   TmPlayView *self)
{
  if (self->summary == dialog)
    self->summary = NULL;
  if (self->session != NULL)
    {
      tm_play_session_resume (self->session);
      render (self);
    }
}

static void
show_summary (TmPlayView *self,
              TmPlayHand *hand)
{
  g_auto(GStrv) names = tm_play_session_dup_names (self->session);
  g_autoptr(TmScorer) scorer = NULL;
  g_autoptr(GError) error = NULL;
  AdwDialog *dialog;

  scorer = tm_scorer_new (self->catalogue, game_id (self), (const char * const *) names,
                          tm_play_hand_get_options (hand), &error);
  if (scorer == NULL)
    g_debug ("The hand is summed up without its scorer: %s", error->message);
  dialog = tm_play_summary_new ((const char * const *) names, hand, scorer);
  g_signal_connect_object (dialog, "response", G_CALLBACK (summary_response_cb), self, 0);
  g_signal_connect_object (dialog, "closed", G_CALLBACK (summary_closed_cb), self, 0);
  self->summary = dialog;
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* Playing */

/* Logs (and says) how a hand starts, such as the card turned up. */
static void
log_start (TmPlayView *self)
{
  g_auto(GStrv) names = tm_play_session_dup_names (self->session);
  int observer = self->viewer >= 0 ? self->viewer : MAX (tm_play_session_get_first_human (self->session), 0);
  g_autoptr(TmPlayState) observation =
    tm_play_state_observe (tm_play_session_get_state (self->session), observer);
  g_autofree char *line =
    tm_play_table_describe_start (TM_PLAY_TABLE (self->table), observation,
                                  (const char * const *) names);

  if (line != NULL)
    {
      log_line (self, line);
      announce (self, line);
    }
}

static void
move_played_cb (TmPlayView    *self,
                int            player,
                const TmMove  *move,
                TmPlaySession *session)
{
  TmPlayState *state = tm_play_session_get_state (session);
  TmPlayState *previous = tm_play_session_get_previous (session);
  g_auto(GStrv) names = tm_play_session_dup_names (session);
  g_autoptr(TmPlayState) before = NULL;
  g_autoptr(TmPlayState) after = NULL;
  g_autoptr(TmPlayHand) hand = NULL;
  g_autofree char *text = NULL;
  int observer = self->viewer >= 0 ? self->viewer : 0;

  before = tm_play_state_observe (previous, observer);
  after = tm_play_state_observe (state, observer);
  text = tm_play_table_describe_move (TM_PLAY_TABLE (self->table), before, after,
                                      (const char * const *) names, player, move);
  log_line (self, text);
  if (player >= 0 && !tm_play_session_get_seat (session, player)->human)
    self->others_moved = TRUE;

  hand = tm_play_hand_new_finished (previous, state);
  if (hand != NULL)
    {
      gboolean over = tm_play_hand_get_game_over (hand);
      g_autofree char *line = over ? g_strdup (_("The game is over"))
                                   : g_strdup_printf (_("Hand %u is over"),
                                                      tm_play_hand_get_number (hand));

      /* The move first, then the end of the hand. */
      announce (self, text);
      g_clear_pointer (&text, g_free);

      log_line (self, line);
      if (over && tm_play_session_get_n_humans (session) == 1)
        record_result (self, tm_play_hand_is_winner (hand, tm_play_session_get_first_human (session)));
      tm_play_session_stop (session);
      show_summary (self, hand);
      announce (self, line);
      if (!over)
        log_start (self);
    }

  save_session (self);
  /* Said once the table shows it, with “your turn” when the turn comes
   * back to the person. */
  render_saying (self, text);
}

static void
session_reset_cb (TmPlayView    *self,
                  TmPlaySession *session)
{
  guint moves = tm_play_state_get_n_moves (tm_play_session_get_state (session));
  guint n = self->log_moves->len;

  while (n > 0 && g_array_index (self->log_moves, guint, n - 1) > moves)
    n--;
  gtk_string_list_splice (self->log, n, self->log_moves->len - n, NULL);
  g_array_set_size (self->log_moves, n);
  update_log_last (self);
  adw_banner_set_revealed (self->refusal_banner, FALSE);
  log_line (self, _("You took back your last move"));
  announce (self, _("You took back your last move"));
  self->my_turn = FALSE;
  self->others_moved = FALSE;
  save_session (self);
  render (self);
}

static void
table_move_cb (TmPlayView   *self,
               const TmMove *move,
               TmPlayTable  *table)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  adw_banner_set_revealed (self->refusal_banner, FALSE);
  g_cancellable_cancel (self->hint_cancellable);
  if (!tm_play_session_play (self->session, move, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      announce (self, error->message);
    }
}

/* The person changed their own notes (a tick on a checklist): they are
 * kept with the game, and saved like a move. */
static void
table_notes_cb (TmPlayView  *self,
                guint        seat,
                TmPlayNotes *notes,
                TmPlayTable *table)
{
  if (self->session == NULL)
    return;
  tm_play_state_set_notes (tm_play_session_get_state (self->session), seat, notes);
  save_session (self);
}

/* A pick the rules do not allow: why, in a banner over the table whose
 * button opens the rules at the section that forbids it (until the next
 * move), and said to screen readers with that section's title. */
static void
table_refused_cb (TmPlayView  *self,
                  const char  *message,
                  const char  *section_id,
                  const char  *ruling,
                  TmPlayTable *table)
{
  TmRulebook *rulebook = tm_catalogue_get_rulebook (self->catalogue, game_id (self), NULL);
  TmRulesSection *section = rulebook != NULL && section_id != NULL
                            ? tm_rulebook_lookup_section (rulebook, section_id) : NULL;
  TmPlayViolation v = { section_id, ruling, message };
  g_autofree char *escaped = g_markup_escape_text (_(message), -1);
  g_autofree char *said = tm_play_table_say_refusal (rulebook, &v);

  announce (self, said);

  adw_banner_set_title (self->refusal_banner, escaped);
  if (section != NULL)
    {
      g_autofree char *uri = g_strdup_printf ("section:%s/%s", game_id (self), section_id);

      /* The target first, so that the action never lacks its parameter. */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->refusal_banner), NULL);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->refusal_banner), "(ss)",
                                        game_id (self), uri);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->refusal_banner), "win.open-uri");
      adw_banner_set_button_label (self->refusal_banner, _("See _Rule"));
    }
  else
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->refusal_banner), NULL);
      adw_banner_set_button_label (self->refusal_banner, NULL);
    }
  adw_banner_set_revealed (self->refusal_banner, TRUE);
}

/* What is said when the turn comes back to the person after the
 * computer's moves: @said (the last of those moves), then that it is
 * their turn, in one announcement so that neither cuts the other off. */
static char *
with_your_turn (const char *said)
{
  g_autofree char *move = g_strdup (said);
  gsize n = move != NULL ? strlen (move) : 0;

  if (n == 0)
    return g_strdup (_("Your turn."));
  if (move[n - 1] == '.')
    move[n - 1] = '\0';
  /* Translators: what the computer did last, then that the person is to
   * move */
  return g_strdup_printf (_("%s. Your turn."), move);
}

static void
render (TmPlayView *self)
{
  render_saying (self, NULL);
}

/* Shows the game as it stands, then says @said (nullable), the move just
 * made: with “your turn” added when the turn has come back to the person
 * after a computer's moves (once, not after each step of the person's own
 * turn). */
static void
render_saying (TmPlayView *self,
               const char *said)
{
  TmPlayState *state;
  g_auto(GStrv) names = NULL;
  g_autoptr(TmPlayState) observation = NULL;
  int current;
  gboolean thinking, my_turn;
  g_autofree char *status = NULL;

  if (self->session == NULL)
    return;

  state = tm_play_session_get_state (self->session);
  current = tm_play_state_get_current_player (state);
  names = tm_play_session_dup_names (self->session);

  if (current >= 0 && tm_play_session_get_seat (self->session, current)->human &&
      current != self->viewer)
    {
      if (tm_play_session_get_n_humans (self->session) >= 2 && self->viewer >= 0 &&
          !tm_play_table_shares_screen (game_id (self)))
        {
          g_autofree char *title = g_strdup_printf (_("Pass to %s"), names[current]);
          g_autofree char *button = g_strdup_printf (_("_I Am %s"), names[current]);

          self->pending_viewer = current;
          adw_status_page_set_title (self->privacy_page, title);
          gtk_button_set_label (self->privacy_button, button);
          gtk_stack_set_visible_child_name (self->stack, "privacy");
          if (said != NULL)
            announce (self, said);
          announce (self, title);
          gtk_widget_grab_focus (GTK_WIDGET (self->privacy_button));
          return;
        }
      self->viewer = current;
    }
  if (self->viewer < 0)
    self->viewer = MAX (tm_play_session_get_first_human (self->session), 0);

  gtk_stack_set_visible_child_name (self->stack, "table");

  thinking = tm_play_session_get_thinking (self->session);
  my_turn = current == self->viewer && tm_play_session_get_seat (self->session, current)->human &&
            self->summary == NULL;
  observation = tm_play_state_observe (state, self->viewer);
  tm_play_table_update (TM_PLAY_TABLE (self->table), observation,
                        (const char * const *) names, my_turn);

  if (current < 0)
    status = g_strdup (_("The game is over"));
  else if (thinking)
    status = g_strdup_printf (_("%s is thinking…"), names[current]);
  else if (my_turn)
    status = g_strdup (_("Your move"));
  else
    status = g_strdup_printf (_("Waiting for %s"), names[current]);
  gtk_label_set_label (self->status_label, status);

  set_action_enabled (self, "hint", my_turn && tm_play_table_gives_hints (game_id (self)));
  set_action_enabled (self, "undo",
                                 tm_play_session_get_can_undo (self->session));

  if (my_turn && !self->my_turn)
    tm_play_table_focus_first (TM_PLAY_TABLE (self->table));
  if (my_turn && !self->my_turn && self->others_moved)
    {
      g_autofree char *turn = with_your_turn (said);

      self->others_moved = FALSE;
      announce (self, turn);
    }
  else if (said != NULL)
    announce (self, said);
  self->my_turn = my_turn;
}

static void
session_notify_cb (TmPlayView *self)
{
  render (self);
}

static void
hint_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(TmPlayView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(TmPlayState) observation = NULL;
  TmMove move;

  self->busy--;
  if (!tm_play_session_hint_finish (TM_PLAY_SESSION (object), result, &move, &error) ||
      self->session != TM_PLAY_SESSION (object))
    return;

  tm_play_table_show_hint (TM_PLAY_TABLE (self->table), &move);
  names = tm_play_session_dup_names (self->session);
  observation = tm_play_state_observe (tm_play_session_get_state (self->session), self->viewer);
  text = tm_play_table_describe_hint (TM_PLAY_TABLE (self->table), observation,
                                      (const char * const *) names, &move);
  announce (self, text);
  gtk_label_set_label (self->status_label, text);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (user_data);

  if (self->session == NULL)
    return;
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  self->busy++;
  gtk_label_set_label (self->status_label, _("Thinking of a hint…"));
  tm_play_session_hint_async (self->session, self->viewer, self->hint_cancellable,
                              hint_cb, g_object_ref (self));
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (user_data);

  if (self->session != NULL)
    tm_play_session_undo (self->session);
}

static void
reveal_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (user_data);

  if (self->pending_viewer >= 0)
    self->viewer = self->pending_viewer;
  self->pending_viewer = -1;
  self->my_turn = FALSE;
  render (self);
}

/* Whether @next is a game at the same table as @last: the same names and
 * rule options. */
static gboolean
same_table (TmPlaySession *last,
            TmPlaySession *next)
{
  g_auto(GStrv) last_names = tm_play_session_dup_names (last);
  g_auto(GStrv) next_names = tm_play_session_dup_names (next);
  g_autoptr(GVariant) last_options = tm_play_state_dup_options (tm_play_session_get_state (last));
  g_autoptr(GVariant) next_options = tm_play_state_dup_options (tm_play_session_get_state (next));

  return g_strv_equal ((const char * const *) last_names, (const char * const *) next_names) &&
         g_variant_equal (last_options, next_options);
}

static void
new_game_start_cb (TmPlayView      *self,
                   TmNewGameDialog *dialog)
{
  TmSeat seats[TM_PLAY_MAX_PLAYERS];
  g_autoptr(GVariant) options = tm_new_game_dialog_dup_options (dialog);
  g_autoptr(TmPlaySession) session = NULL;
  g_autoptr(GError) error = NULL;

  tm_new_game_dialog_get_seats (dialog, seats);
  /* Dealt with the cards as the person edited them. */
  tm_play_table_prepare_play (self->catalogue, game_id (self));
  session = tm_play_session_new (game_id (self), tm_new_game_dialog_get_n_players (dialog),
                                 tm_new_game_dialog_get_seed (dialog), options, seats, &error);
  if (session == NULL)
    {
      AdwDialog *alert = adw_alert_dialog_new (_("The Game Could Not Start"), error->message);

      adw_alert_dialog_add_response (ADW_ALERT_DIALOG (alert), "close", _("_Close"));
      adw_dialog_present (alert, GTK_WIDGET (self));
      return;
    }
  /* An evening: the next game at the same table goes on in the last
   * game's score sheet until that sheet's game is over (an Escaped sheet
   * lasts a round of games). */
  if (self->ledger != NULL && self->session != NULL && tm_ledger_get_file (self->ledger) != NULL &&
      !tm_ledger_get_finished (self->ledger) && same_table (self->session, session))
    tm_play_session_set_ledger_path (session, g_file_peek_path (tm_ledger_get_file (self->ledger)));
  tm_play_view_start (self, session);
}

/* Closing the dialog gives the focus back to what had it before, New
 * Game… on the start page, gone once the game starts: the keyboard goes to
 * the table instead, on the person's first choice when they move first. */
static void
new_game_closed_cb (TmPlayView *self)
{
  if (self->session == NULL || g_strcmp0 (tm_play_view_get_page (self), "table") != 0)
    return;
  if (!self->my_turn || !tm_play_table_focus_first (TM_PLAY_TABLE (self->table)))
    gtk_widget_grab_focus (self->table);
}

static void
new_action (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (user_data);
  TmNewGameDialog *dialog = tm_new_game_dialog_new (self->catalogue, self->game);

  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "closed", G_CALLBACK (new_game_closed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
resume_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  TmPlayView *self = TM_PLAY_VIEW (user_data);
  g_autoptr(TmPlaySession) session = g_steal_pointer (&self->saved_session);

  if (session != NULL)
    tm_play_view_start (self, session);
  update_start_page (self);
}

static void
stop_session (TmPlayView *self)
{
  if (self->session == NULL)
    return;
  tm_play_session_stop (self->session);
  g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
}

static void
tm_play_view_dispose (GObject *object)
{
  TmPlayView *self = TM_PLAY_VIEW (object);

  /* Closing the game cancels any thinking and loading. */
  g_cancellable_cancel (self->cancellable);
  g_cancellable_cancel (self->hint_cancellable);
  stop_session (self);
  g_clear_object (&self->saved_session);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_object (&self->ledger);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->game);
  g_clear_object (&self->stats);
  g_clear_pointer (&self->pending_results, g_array_unref);
  if (self->header_box != NULL)
    {
      if (gtk_widget_get_parent (self->header_box) != NULL)
        gtk_widget_unparent (self->header_box);
      gtk_widget_insert_action_group (self->header_box, "play", NULL);
      g_clear_object (&self->header_box);
    }
  if (self->actions != NULL)
    {
      /* The actions' callbacks point at the view. */
      g_auto(GStrv) names = g_action_group_list_actions (G_ACTION_GROUP (self->actions));

      for (guint i = 0; names[i] != NULL; i++)
        g_action_map_remove_action (G_ACTION_MAP (self->actions), names[i]);
      g_clear_object (&self->actions);
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_PLAY_VIEW);
  {
    GtkWidget *child;

    /* The template's top child is not bound to a field. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (tm_play_view_parent_class)->dispose (object);
}

static void
tm_play_view_finalize (GObject *object)
{
  TmPlayView *self = TM_PLAY_VIEW (object);

  g_array_unref (self->log_moves);
  g_free (self->load_error);
  g_free (self->last_announcement);
  g_clear_object (&self->log);

  G_OBJECT_CLASS (tm_play_view_parent_class)->finalize (object);
}

static void
tm_play_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TmPlayView *self = TM_PLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_LAST_ANNOUNCEMENT:
      g_value_set_string (value, self->last_announcement);
      break;
    case PROP_HEADER_WIDGET:
      g_value_set_object (value, self->header_box);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_play_view_class_init (TmPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_play_view_dispose;
  object_class->finalize = tm_play_view_finalize;
  object_class->get_property = tm_play_view_get_property;

  /**
   * TmPlayView:last-announcement:
   *
   * What the view last said to screen readers (a move, the end of a
   * hand, a hint…).  Notified on every announcement, even when the text
   * is the same as the last one's.
   */
  properties[PROP_LAST_ANNOUNCEMENT] =
    g_param_spec_string ("last-announcement", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TmPlayView:header-widget:
   *
   * The section's buttons for the game page's header bar (New Game, Hint,
   * Undo), which the page shows while the section is visible.
   */
  properties[PROP_HEADER_WIDGET] =
    g_param_spec_object ("header-widget", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/tm-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, refusal_banner);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, start_page);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, resume_button);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, privacy_button);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, table_holder);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, log_list);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, log_toggle);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, log_last_label);
  gtk_widget_class_bind_template_child (widget_class, TmPlayView, log_arrow);
  gtk_widget_class_bind_template_callback (widget_class, log_toggled_cb);

  /* The actions are a group of their own (tm_play_view_init()), which the
   * header bar's buttons share; the shortcuts go through it. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "play.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_ALT_MASK, "play.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "play.undo", NULL);
}

static const GActionEntry play_actions[] = {
  { "new", new_action },
  { "resume", resume_action },
  { "hint", hint_action },
  { "undo", undo_action },
  { "reveal", reveal_action },
};

/* New Game, Hint and Undo, for the game page's header bar: icons with
 * tooltips that name their shortcuts, so that a narrow window gives the
 * table the room a row of text buttons took. */
static GtkWidget *
create_header_box (TmPlayView *self)
{
  static const struct {
    const char *icon;
    const char *action;
    const char *tooltip;
  } buttons[] = {
    { "tm-hint-symbolic", "play.hint",
      N_("Hint: what the strongest computer player would play (Alt+H)") },
    { "edit-undo-symbolic", "play.undo", N_("Take Back Your Last Move (Ctrl+Z)") },
    { "list-add-symbolic", "play.new", N_("New Game (Ctrl+N)") },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = g_object_new (GTK_TYPE_BUTTON,
                                        "icon-name", buttons[i].icon,
                                        "action-name", buttons[i].action,
                                        "tooltip-text", _(buttons[i].tooltip),
                                        NULL);

      gtk_box_append (GTK_BOX (box), button);
      /* Hidden in a game without hints (tm_play_view_new()). */
      if (g_str_equal (buttons[i].action, "play.hint"))
        self->hint_button = button;
    }
  gtk_widget_insert_action_group (box, "play", G_ACTION_GROUP (self->actions));
  return g_object_ref_sink (box);
}

static GtkWidget *
log_row_cb (gpointer item,
            gpointer user_data)
{
  const char *text = gtk_string_object_get_string (item);
  GtkWidget *row = gtk_list_box_row_new ();

  /* The row is what a screen reader lands on: it reads the move. */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row),
                              g_object_new (GTK_TYPE_LABEL,
                                            "label", text,
                                            "xalign", 0.f,
                                            "wrap", TRUE,
                                            "margin-start", 12, "margin-end", 12,
                                            "margin-top", 6, "margin-bottom", 6,
                                            NULL));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return row;
}

static void
tm_play_view_init (TmPlayView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->viewer = -1;
  self->pending_viewer = -1;
  self->ai_delay = TM_PLAY_VIEW_AI_DELAY;
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)),
                           "notify::gtk-enable-animations",
                           G_CALLBACK (animations_changed_cb), self, G_CONNECT_SWAPPED);
  self->cancellable = g_cancellable_new ();
  self->hint_cancellable = g_cancellable_new ();
  self->log = gtk_string_list_new (NULL);
  self->log_moves = g_array_new (FALSE, FALSE, sizeof (guint));
  self->pending_results = g_array_new (FALSE, FALSE, sizeof (gboolean));
  gtk_list_box_bind_model (self->log_list, G_LIST_MODEL (self->log), log_row_cb, NULL, NULL);

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), play_actions,
                                   G_N_ELEMENTS (play_actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "play", G_ACTION_GROUP (self->actions));
  self->header_box = create_header_box (self);

  set_action_enabled (self, "hint", FALSE);
  set_action_enabled (self, "undo", FALSE);
}

/**
 * tm_play_view_new:
 * @catalogue: the catalogue
 * @game: a game the engine and the app can play
 *
 * Creates the Play section of @game's page and starts reading the game in
 * progress, if there is one, to offer resuming it.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_play_view_new (TmCatalogue *catalogue,
                  TmGame      *game)
{
  TmPlayView *self;
  TmPlayTableFactory factory;
  g_autofree char *title = NULL;
  GTask *task;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  factory = tm_play_table_lookup_factory (tm_game_get_id (game));
  g_return_val_if_fail (factory != NULL, NULL);

  self = g_object_new (TM_TYPE_PLAY_VIEW, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->game = g_object_ref (game);

  title = g_strdup_printf (_("Play %s"), tm_game_get_name (game));
  adw_status_page_set_title (self->start_page, title);
  update_start_page (self);

  self->busy++;
  task = g_task_new (self, self->cancellable, loaded_cb, NULL);
  g_task_set_task_data (task, g_strdup (tm_game_get_id (game)), g_free);
  g_task_run_in_thread (task, load_thread);
  g_object_unref (task);

  return GTK_WIDGET (self);
}

/**
 * tm_play_view_new_for_game:
 * @services: what the application shares with its views
 * @game: a game
 *
 * The factory of the game page's Play section.
 *
 * Returns: (transfer floating) (nullable): the view, or %NULL when @game
 *   cannot be played on the computer yet
 */
GtkWidget *
tm_play_view_new_for_game (TmServices *services,
                           TmGame     *game)
{
  g_return_val_if_fail (TM_IS_SERVICES (services), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  if (tm_play_table_lookup_factory (tm_game_get_id (game)) == NULL)
    return NULL;
  return tm_play_view_new (tm_services_get_catalogue (services), game);
}

/**
 * tm_play_view_start:
 * @self: the view
 * @session: a new or restored game
 *
 * Plays @session at the table, in place of any game shown before.
 */
void
tm_play_view_start (TmPlayView    *self,
                    TmPlaySession *session)
{
  TmPlayTableFactory factory;
  g_autofree char *line = NULL;

  g_return_if_fail (TM_IS_PLAY_VIEW (self));
  g_return_if_fail (TM_IS_PLAY_SESSION (session));

  stop_session (self);
  /* A game that goes on in the sheet already open keeps it as it is (the
   * save of its last hand may still be under way). */
  if (self->ledger != NULL &&
      (tm_play_session_get_ledger_path (session) == NULL ||
       tm_ledger_get_file (self->ledger) == NULL ||
       g_strcmp0 (g_file_peek_path (tm_ledger_get_file (self->ledger)),
                  tm_play_session_get_ledger_path (session)) != 0))
    g_clear_object (&self->ledger);
  adw_banner_set_revealed (self->refusal_banner, FALSE);
  if (self->summary != NULL)
    adw_dialog_force_close (self->summary);
  self->session = g_object_ref (session);
  tm_play_session_set_ai_delay (session, shown_ai_delay (self));
  g_signal_connect_object (session, "move-played", G_CALLBACK (move_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "reset", G_CALLBACK (session_reset_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::thinking", G_CALLBACK (session_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::can-undo", G_CALLBACK (session_notify_cb), self, G_CONNECT_SWAPPED);

  factory = tm_play_table_lookup_factory (game_id (self));
  self->table = factory (self->catalogue);
  g_signal_connect_object (self->table, "move", G_CALLBACK (table_move_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "refused", G_CALLBACK (table_refused_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "notes", G_CALLBACK (table_notes_cb), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (self->table_holder, self->table);
  gtk_widget_set_visible (self->hint_button, tm_play_table_gives_hints (game_id (self)));

  gtk_string_list_splice (self->log, 0, g_list_model_get_n_items (G_LIST_MODEL (self->log)), NULL);
  g_array_set_size (self->log_moves, 0);
  self->viewer = tm_play_session_get_first_human (session);
  self->pending_viewer = -1;
  self->my_turn = FALSE;
  self->others_moved = FALSE;

  if (tm_play_state_get_n_moves (tm_play_session_get_state (session)) > 0)
    line = g_strdup_printf (_("Game resumed after %u moves"),
                            tm_play_state_get_n_moves (tm_play_session_get_state (session)));
  else
    line = g_strdup_printf (_("New game of %s"), tm_game_get_name (self->game));
  log_line (self, line);
  announce (self, line);
  log_start (self);

  if (tm_play_session_get_ledger_path (session) != NULL && self->ledger == NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (tm_play_session_get_ledger_path (session));

      self->busy++;
      tm_ledger_load_async (self->catalogue, file, self->cancellable,
                            ledger_loaded_cb, g_object_ref (self));
    }

  render (self);
  save_session (self);
  tm_play_session_resume (session);
}

TmPlaySession *
tm_play_view_get_session (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return self->session;
}

GtkWidget *
tm_play_view_get_table (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return self->table;
}

int
tm_play_view_get_viewer (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), -1);
  return self->viewer;
}

const char *
tm_play_view_get_page (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/**
 * tm_play_view_get_busy:
 * @self: the view
 *
 * Whether the view is reading or writing files or thinking of a hint.
 *
 * Returns: %TRUE while busy
 */
gboolean
tm_play_view_get_busy (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), FALSE);
  return self->busy > 0;
}

/**
 * tm_play_view_get_log:
 * @self: the view
 *
 * Gets the move log, a line per move.
 *
 * Returns: (transfer none): a list of #GtkStringObject
 */
GListModel *
tm_play_view_get_log (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return G_LIST_MODEL (self->log);
}

TmLedger *
tm_play_view_get_ledger (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return self->ledger;
}

/* The game's record, all zero before the statistics are read. */
void
tm_play_view_get_record (TmPlayView   *self,
                         TmPlayRecord *record)
{
  g_return_if_fail (TM_IS_PLAY_VIEW (self));

  *record = (TmPlayRecord) { 0 };
  if (self->stats != NULL)
    tm_play_stats_get_record (self->stats, game_id (self), record);
}

gboolean
tm_play_view_get_has_saved_game (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), FALSE);
  return self->saved_session != NULL;
}

/**
 * tm_play_view_set_ai_delay:
 * @self: the view
 * @delay_ms: the pause before showing each computer move, so that people
 *   can follow the game
 *
 * Sets the pause before each computer move.  With the desktop's
 * animations off (#GtkSettings:gtk-enable-animations, which people who
 * prefer reduced motion turn off) the pause is at most
 * %TM_PLAY_VIEW_STILL_AI_DELAY: the moves are still written in the log
 * and announced, one by one.
 */
void
tm_play_view_set_ai_delay (TmPlayView *self,
                           guint       delay_ms)
{
  g_return_if_fail (TM_IS_PLAY_VIEW (self));
  self->ai_delay = delay_ms;
  if (self->session != NULL)
    tm_play_session_set_ai_delay (self->session, shown_ai_delay (self));
}

/**
 * tm_play_view_get_last_announcement:
 * @self: the view
 *
 * Gets what the view last announced to screen readers.
 *
 * Returns: (nullable): the text, or %NULL before the first announcement
 */
const char *
tm_play_view_get_last_announcement (TmPlayView *self)
{
  g_return_val_if_fail (TM_IS_PLAY_VIEW (self), NULL);
  return self->last_announcement;
}
