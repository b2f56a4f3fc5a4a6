/* tm-captured-mirror.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-captured-board-view.h"
#include "tm-captured-mirror.h"

/* The table assistant's picture of the physical ring: the same
 * TmCapturedBoardView that virtual play draws, fed from the session's
 * public facts (tm-captured-assistant.c: which spaces hold a card, whose
 * identity card sits where, the Board deck's count, where the last move
 * landed) after every event, undo and redo.  At a real table the app
 * does not know which card lies where, so the cards are shown face down. */

static void
update (TmCapturedBoardView *view,
        TmTableSession      *session)
{
  g_autoptr(JsonNode) node = tm_table_session_dup_facts (session);
  JsonObject *root = json_node_get_object (node);
  JsonObject *facts = json_object_has_member (root, "facts")
                      ? json_object_get_object_member (root, "facts") : NULL;
  JsonArray *spaces = facts != NULL ? json_object_get_array_member (facts, "spaces") : NULL;
  guint n_players = tm_table_session_get_n_players (session);
  g_autofree char *centre = NULL;
  guint n;

  if (spaces == NULL)
    {
      tm_captured_board_view_set_n_spaces (view, 0);
      return;
    }

  n = MIN (json_array_get_length (spaces), 32);
  tm_captured_board_view_set_n_spaces (view, n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *space = json_array_get_object_element (spaces, i);
      JsonArray *markers = json_object_get_array_member (space, "markers");
      gboolean card = json_object_get_boolean_member_with_default (space, "card", FALSE);
      g_autoptr(GString) marks = g_string_new (NULL);
      g_autoptr(GString) who = g_string_new (NULL);

      tm_captured_board_view_set_space (view, i,
                                        card ? TM_CAPTURED_SPACE_CARD : TM_CAPTURED_SPACE_CLEARED,
                                        card ? "·" : NULL,
                                        card ? _("a card") : NULL);
      for (guint k = 0; markers != NULL && k < json_array_get_length (markers); k++)
        {
          gint64 seat = json_array_get_int_element (markers, k);
          const char *name = seat >= 0 && seat < n_players
                             ? tm_table_session_get_player (session, seat) : "?";

          /* Seats by number: names at a table often share a letter. */
          g_string_append_printf (marks, "%s%" G_GINT64_FORMAT, marks->len > 0 ? " " : "",
                                  seat + 1);
          g_string_append_printf (who, "%s%s", who->len > 0 ? ", " : "", name);
        }
      tm_captured_board_view_set_markers (view, i, marks->str, who->len > 0 ? who->str : NULL);
    }
  tm_captured_board_view_set_landed (view,
                                     (int) json_object_get_int_member_with_default (facts,
                                                                                    "landed",
                                                                                    -1));
  centre = g_strdup_printf (g_dngettext (NULL, "Board deck: %u card", "Board deck: %u cards",
                                         (guint) json_object_get_int_member (facts,
                                                                             "board_deck")),
                            (guint) json_object_get_int_member (facts, "board_deck"));
  tm_captured_board_view_set_centre (view, centre);
}

static void
n_events_cb (TmTableSession      *session,
             GParamSpec          *pspec,
             TmCapturedBoardView *view)
{
  update (view, session);
}

/**
 * tm_captured_mirror_new:
 * @catalogue: the catalogue
 * @session: a Captured game at a real table
 *
 * Creates the ring of a physical game of Captured as the table assistant
 * follows it, for the assistant's turn screen.
 *
 * Returns: (transfer floating): the view
 */
GtkWidget *
tm_captured_mirror_new (TmCatalogue    *catalogue,
                        TmTableSession *session)
{
  GtkWidget *view = tm_captured_board_view_new ();

  g_return_val_if_fail (TM_IS_TABLE_SESSION (session), view);

  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (view), "tm-captured-session", g_object_ref (session),
                          g_object_unref);
  g_signal_connect_object (session, "notify::n-events", G_CALLBACK (n_events_cb), view, 0);
  update (TM_CAPTURED_BOARD_VIEW (view), session);
  return view;
}
