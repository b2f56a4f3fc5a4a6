/* tm-test-ui-scores.h: what the tests of the Scores section share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tablemate.h"
#include "tm-application.h"
#include "tm-hand-editor.h"
#include "tm-scores-view.h"
#include "tm-window.h"

G_BEGIN_DECLS

/* The application and the folder its files go to (test-ui-scores.c). */
extern TmApplication *app;
extern char          *data_dir;

void          wait_until              (gboolean         (*done) (gpointer),
                                       gpointer            data);
TmWindow     *show_window             (int                 width,
                                       int                 height);
gboolean      store_loaded            (gpointer            data);
TmScoresView *open_scores             (TmWindow           *window,
                                       const char         *game_id);
GtkWidget    *find_button_with_action (GtkWidget          *root,
                                       const char         *action);
GtkWidget    *find_dialog             (TmWindow           *window,
                                       GType               type);
TmLedger     *start_ledger            (TmWindow           *window,
                                       TmScoresView       *view,
                                       const char * const *names,
                                       const char         *option,
                                       int                 number);
void          set_count               (TmHandEditor       *editor,
                                       guint               player,
                                       const char         *field,
                                       double              value);
void          set_flag                (TmHandEditor       *editor,
                                       guint               player,
                                       const char         *field,
                                       gboolean            value);
TmHandEditor *open_editor             (TmWindow           *window,
                                       TmScoresView       *view,
                                       int                 hand);
void          press_enter             (TmHandEditor       *editor,
                                       GtkWidget          *field);
char         *cell                    (TmScoresView       *view,
                                       int                 row,
                                       guint               side);
void          assert_cell             (TmScoresView       *view,
                                       int                 row,
                                       guint               side,
                                       const char         *expected);
void          store_result_cb         (GObject            *object,
                                       GAsyncResult       *result,
                                       gpointer            user_data);
gboolean      ledger_saved            (gpointer            data);
void          screenshot              (TmWindow           *window,
                                       TmScoresView       *view,
                                       const char         *name,
                                       int                 width,
                                       int                 height,
                                       gboolean            dark);
void          scroll_to               (GtkWidget          *widget);
void          screenshot_window       (TmWindow           *window,
                                       TmScoresView       *view,
                                       const char         *name,
                                       GtkWidget          *show);
void          take_screenshots        (TmWindow           *window,
                                       TmScoresView       *view,
                                       const char         *name);
GtkWidget    *find_css                (GtkWidget          *root,
                                       const char         *name);
void          assert_toast_clear      (TmWindow           *window,
                                       TmScoresView       *view);
void          assert_sheet_fits       (TmWindow           *window,
                                       TmScoresView       *view,
                                       int                 width,
                                       const char         *name);
void          set_points              (TmHandEditor       *editor,
                                       const int          *points,
                                       guint               n);
char         *export_csv              (TmScoresView       *view);
TmLedger     *make_sheet              (const char         *game_id,
                                       guint               n_hands);

/* The tests, in the files that hold them, run by test-ui-scores.c. */
void test_scores_freeo (void);
void test_scores_gitmo_partners (void);
void test_scores_gitmo_runs (void);
void test_scores_patriots_solo (void);
void test_scores_custom (void);
void test_scores_evening (void);
void test_scores_roster (void);
void test_scores_delete_while_saving (void);
void test_scores_damaged_file (void);
void test_scores_rename (void);
void test_scores_pdf_long (void);
void test_scores_long_sheet (void);
void test_scores_settings (void);
void test_scores_partners_setting (void);
void test_scores_target_control (void);
void test_scores_freeo_paper (void);
void test_scores_keystrokes (void);

G_END_DECLS
