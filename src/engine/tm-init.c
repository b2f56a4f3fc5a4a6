/* tm-init.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tm-engine-resources.h"
#include "tm-game-module.h"
#include "tm-init.h"
#include "tm-play-rules.h"
#include "tm-score-custom.h"
#include "tm-score-private.h"

/**
 * tm_init:
 *
 * Prepares the engine: registers its data with the resource system, and
 * every game's data, scoring and play rules from the game's module (see
 * #TmGameModule).  Call
 * it once at start-up, before anything else of the engine; later calls do
 * nothing.  This is an explicit call rather than a library constructor so
 * that a static link cannot drop it and start-up order stays visible.
 */
void
tm_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      tm_engine_register_resource ();
      for (const TmGameModule * const *m = tm_game_modules_get (); *m != NULL; m++)
        {
          const TmGameModule *module = *m;

          module->register_resource ();
          _tm_score_register (module->get_score_rules ());
          if (module->get_play_rules != NULL)
            tm_play_rules_register (module->get_play_rules ());
        }
      tm_custom_score_register ();
      g_once_init_leave (&initialized, 1);
    }
}
