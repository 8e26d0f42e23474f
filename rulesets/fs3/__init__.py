"""The fs3 ruleset's Evennia side: sheet handler, typeclasses, text, commands (commands/). Its pure rules are in rules/fs3/."""
