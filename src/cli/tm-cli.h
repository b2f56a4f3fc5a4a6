/* tm-cli.h: what the commands of tablemate-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gi18n.h>
#include <stdlib.h>

#include "tablemate.h"

G_BEGIN_DECLS

/* Set by --json, which every command accepts. */
extern gboolean tm_cli_json;

void     tm_cli_print_json    (JsonNode      *node);
gboolean tm_cli_parse_options (const char    *parameter,
                               const char    *summary,
                               GOptionEntry  *entries,
                               int           *argc,
                               char        ***argv);
gboolean tm_cli_game_options  (const char    *game_id,
                               char         **options,
                               GVariant     **values,
                               GError       **error);

/* One function per command, grouped in tm-cli-<area>.c.  Each gets its own
 * argv, with the command's name as argv[0], and returns an exit status. */
int tm_cli_games       (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_deck        (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_check_deck  (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_shuffle     (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_play_new      (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_play_legal    (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_play_apply    (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_play_simulate (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_rules       (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_rulings     (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_cards       (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_search      (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_score       (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_ledger      (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_roster      (TmCatalogue *catalogue, int argc, char **argv);
int tm_cli_table       (TmCatalogue *catalogue, int argc, char **argv);

G_END_DECLS
