# make install [PREFIX=/usr/local] [DESTDIR=]   release build, binary copied to $(PREFIX)/bin
# make uninstall [PREFIX=/usr/local]            removes it again
# make test                                     the test suite (`swift test`)
# make release [DIST=dist]                      this machine's release binary, the artifact bundle,
#                                               the prebuilt plugins and checksums (docs/releasing.md)
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
DIST ?= dist

.PHONY: build install uninstall test release

build:
	$(SWIFT) build -c release --product bindinglint

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --product bindinglint --show-bin-path)/bindinglint" "$(DESTDIR)$(BINDIR)/bindinglint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/bindinglint"

test:
	$(SWIFT) test

release:
	SWIFT="$(SWIFT)" Scripts/release.sh all "$(DIST)"
