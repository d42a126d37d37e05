#!/bin/sh
# Add Spades Desktop to this user's application menu (no root needed).
# Run it from the unpacked SpadesDesktop folder, and again after moving the folder.
#   ./install-desktop-entry.sh              add (or update) the menu entry and icons
#   ./install-desktop-entry.sh --uninstall  remove them again
set -eu
here=$(cd "$(dirname "$0")" && pwd)
id=org.spadesdesktop.SpadesDesktop
icon=spades-desktop
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/$id.desktop"
    for dir in "$here"/share/icons/hicolor/*/apps; do
        size=$(basename "$(dirname "$dir")")
        rm -f "$icons/$size/apps/$icon.png"
    done
    echo "Removed Spades Desktop from the application menu."
    exit 0
fi

if [ ! -x "$here/SpadesDesktop" ]; then
    echo "error: run this script from the unpacked SpadesDesktop folder (no SpadesDesktop program next to it)" >&2
    exit 1
fi

# The Exec key quotes the program's path, so spaces are fine; characters that a desktop entry
# or sed would treat specially are refused rather than escaped.
case "$here" in
    *[\\\"\`\$%\|\&]*)
        echo "error: the folder's path ($here) holds one of \\ \" \` \$ % | &; move the folder and run this again" >&2
        exit 1 ;;
esac
mkdir -p "$apps"
for dir in "$here"/share/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$icons/$size/apps"
    cp "$dir/$icon.png" "$icons/$size/apps/$icon.png"
done
sed -e "s|^Exec=.*|Exec=\"$here/SpadesDesktop\"|" -e "s|^TryExec=.*|TryExec=$here/SpadesDesktop|" \
    "$here/share/applications/$id.desktop" > "$apps/$id.desktop"
chmod 644 "$apps/$id.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
echo "Added Spades Desktop to the application menu ($apps/$id.desktop)."
